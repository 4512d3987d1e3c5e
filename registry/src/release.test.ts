import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { release, ReleaseError, type ReleaseOptions } from '../../scripts/release';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';
let root: string;
let releasesDir: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A checkout with a catalog app already built (as `pnpm start` leaves it) and a shell. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-repo-'));
  releasesDir = path.join(root, 'releases');
  write('mfe-catalog/package.json', JSON.stringify({ name: '@storefront/mfe-catalog', version: '1.4.0' }));
  write('mfe-catalog/src/index.ts', 'export {};\n');
  write('mfe-catalog/dist/mf-manifest.json', '{"name":"catalog"}');
  write('mfe-catalog/dist/main.0a1b.js', 'console.log("catalog")');
  write('mfe-catalog/dist/server/remote.js', 'module.exports = {}');
  write('mfe-catalog/dist/.build-stamp', 'fingerprint');
  write('mfe-checkout/package.json', JSON.stringify({ name: '@storefront/mfe-checkout', version: '1.0.0' }));
  write('mfe-checkout/src/index.ts', 'export {};\n');
  write('shell/package.json', JSON.stringify({ name: '@storefront/shell', version: '2.0.0' }));
  write('shared/src/index.ts', 'export {};\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const quiet = () => undefined;
const run = (options: Partial<ReleaseOptions> = {}) =>
  release({
    root,
    releasesDir,
    slice: 'catalog',
    fromDist: true,
    env: { PSAR_COMMIT: COMMIT },
    log: quiet,
    ...options,
  });

const releaseList = () =>
  JSON.parse(readFileSync(path.join(releasesDir, 'catalog', 'releases.json'), 'utf8'));

describe('pnpm release', () => {
  it('keeps the built app as <version>-<commit> with its release record', () => {
    const result = run();
    expect(result).toEqual({
      releaseId: '1.4.0-0123456789ab',
      dir: path.join(releasesDir, 'catalog', '1.4.0-0123456789ab'),
      alreadyReleased: false,
    });
    expect(readdirSync(result.dir).sort()).toEqual([
      'main.0a1b.js',
      'mf-manifest.json',
      'release.json',
      'server',
    ]);
    expect(readFileSync(path.join(result.dir, 'server', 'remote.js'), 'utf8')).toBe('module.exports = {}');
    expect(JSON.parse(readFileSync(path.join(result.dir, 'release.json'), 'utf8'))).toEqual({
      slice: 'catalog',
      releaseId: '1.4.0-0123456789ab',
      version: '1.4.0',
      commit: COMMIT,
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(releaseList()).toEqual([
      { releaseId: '1.4.0-0123456789ab', version: '1.4.0', commit: COMMIT, builtAt: expect.any(String) },
    ]);
    // Nothing half-copied is left beside the releases.
    expect(readdirSync(path.join(releasesDir, 'catalog')).sort()).toEqual([
      '1.4.0-0123456789ab',
      'releases.json',
    ]);
  });

  it('lists every release newest first', () => {
    run();
    run({ releaseId: 'v2' });
    expect(releaseList().map((entry: { releaseId: string }) => entry.releaseId)).toEqual([
      'v2',
      '1.4.0-0123456789ab',
    ]);
  });

  it('never overwrites a release: the same commit again is "already released", another commit fails', () => {
    const first = run({ releaseId: 'v2' });
    write('mfe-catalog/dist/main.0a1b.js', 'console.log("rebuilt")');
    expect(run({ releaseId: 'v2' })).toMatchObject({ releaseId: 'v2', alreadyReleased: true });
    expect(() => run({ releaseId: 'v2', env: { PSAR_COMMIT: 'f'.repeat(40) } })).toThrow(
      /already released from commit/,
    );
    expect(readFileSync(path.join(first.dir, 'main.0a1b.js'), 'utf8')).toBe('console.log("catalog")');
    expect(releaseList()).toHaveLength(1);
  });

  it('refuses to package a missing build and leaves nothing behind', () => {
    rmSync(path.join(root, 'mfe-catalog', 'dist'), { recursive: true });
    expect(() => run()).toThrow(/mfe-catalog\/dist\/mf-manifest.json is missing/);
    expect(existsSync(path.join(releasesDir, 'catalog', '1.4.0-0123456789ab'))).toBe(false);
    // The shell is a page, not a remote: its build is index.html.
    expect(() => run({ slice: 'shell' })).toThrow(/shell\/dist\/index.html is missing/);
    write('shell/dist/index.html', '<!doctype html>');
    expect(run({ slice: 'shell' }).releaseId).toBe('2.0.0-0123456789ab');
  });

  it('refuses unknown slices, bad release ids and a missing commit', () => {
    expect(() => run({ slice: 'shop' })).toThrow(ReleaseError);
    for (const releaseId of ['../v2', 'v2/x', '.v2', ''])
      expect(() => run({ releaseId })).toThrow(/not a release id/);
    expect(() => run({ env: { PSAR_COMMIT: 'main' } })).toThrow(/not a commit sha/);
    // The temporary checkout is no git repository: without PSAR_COMMIT there is no commit.
    expect(() => run({ env: {} })).toThrow(/No commit/);
  });

  it('marks a release built from uncommitted changes to the app, by their content', () => {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    write('.gitignore', 'dist/\nreleases/\n');
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'empty');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'apps');
    const head = git('rev-parse', 'HEAD').trim();
    const id = () => run({ env: {}, fromDist: true }).releaseId;

    expect(id()).toBe(`1.4.0-${head.slice(0, 12)}`);
    // Another app's change leaves the catalog's release as it was.
    write('mfe-checkout/src/index.ts', 'export const changed = 1;\n');
    expect(id()).toBe(`1.4.0-${head.slice(0, 12)}`);

    write('mfe-catalog/src/index.ts', 'export const a = 1;\n');
    const dirtyA = id();
    expect(dirtyA).toMatch(new RegExp(`^1\\.4\\.0-${head.slice(0, 12)}-dirty\\.[0-9a-f]{8}$`));
    write('mfe-catalog/src/index.ts', 'export const b = 2;\n');
    const dirtyB = id();
    expect(dirtyB).not.toBe(dirtyA);
    // A new file in the shared package counts too.
    write('shared/src/new.ts', 'export {};\n');
    expect(id()).not.toBe(dirtyB);
  });
});
