// A remote origin for tests: serves a folder over HTTP on an ephemeral 127.0.0.1 port, as the
// production origins serve $RELEASES_DIR/<slice>/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestOrigin {
  url: string;
  dir: string;
  /** A release folder with a manifest, as `pnpm release` leaves it. */
  addRelease(releaseId: string, builtAt?: string): void;
  writeFile(relative: string, content: string): void;
  /** Answer every request with this status (e.g. 500) until cleared. */
  failWith(status: number | undefined): void;
  /** Answer every unknown path with an HTML page, as a single-page-app server would. */
  spaFallback(on: boolean): void;
  close(): Promise<void>;
}

export async function startTestOrigin(): Promise<TestOrigin> {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-origin-'));
  let failure: number | undefined;
  let fallback = false;
  const server: Server = createServer((request, response) => {
    if (failure) return void response.writeHead(failure).end('failing');
    const relative = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
    const file = path.join(dir, relative);
    if (file.startsWith(dir + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      return void response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
    }
    if (fallback)
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>shop');
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const releases: { releaseId: string; version: string; commit: string; builtAt: string }[] = [];

  const writeFile = (relative: string, content: string) => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    writeFile,
    addRelease(releaseId, builtAt = new Date(Date.UTC(2026, 0, 1) + releases.length * 60_000).toISOString()) {
      writeFile(
        `${releaseId}/mf-manifest.json`,
        JSON.stringify({ id: 'catalog', name: 'catalog', releaseId }),
      );
      releases.unshift({ releaseId, version: '1.0.0', commit: 'a'.repeat(40), builtAt });
      writeFile('releases.json', JSON.stringify(releases));
    },
    failWith(status) {
      failure = status;
    },
    spaFallback(on) {
      fallback = on;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
