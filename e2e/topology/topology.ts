// The production topology on one machine, from Debian's packages and the release artifacts
// (docs/deploy.md): nginx as the edge (deploy/edge/nginx.conf, the file the compose file uses),
// two shell servers rendering pages, one nginx origin per remote slice serving its releases
// (deploy/origin/nginx.conf), the remotes registry, two API replicas (compiled, on `node`) and
// PostgreSQL. Everything listens on 127.0.0.1 and lives in one temporary folder.
//
//   pnpm topology          starts it and prints the URLs (Ctrl-C stops it)
//
// The topology test (e2e/topology/topology.spec.ts) starts it with `startTopology()`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStale } from '../../shared/server/build-stale';
import { REMOTE_SLICES, type RemoteSlice } from '../../shared/server/override-token';
import { release } from '../../scripts/release';

/** How long the edge skips a replica after a failed try (`fail_timeout`, as in upstreams.compose.conf). */
export const EDGE_FAIL_TIMEOUT_MS = 5_000;

export const root = path.resolve(__dirname, '..', '..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const isRoot = process.getuid?.() === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, process?: Service) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (process && process.exited) throw new Error(`${what}: ${process.name} exited\n${process.logTail()}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not ready after ${timeoutMs} ms\n${process?.logTail() ?? ''}`);
    await sleep(200);
  }
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

/** One process of the topology, which a test may kill and start again. */
export class Service {
  child: ChildProcess | undefined;
  exited = false;
  exitCode: number | null = null;
  exitSignal: NodeJS.Signals | null = null;
  private readonly logFile: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly command: string,
    private readonly args: string[],
    private readonly options: { cwd: string; env: NodeJS.ProcessEnv; ready: string; logDir: string },
  ) {
    this.logFile = path.join(options.logDir, `${name}.log`);
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 120_000) {
    this.exited = false;
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(this.command, this.args, {
      cwd: this.options.cwd,
      env: this.options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('exit', (code, signal) => {
      this.exited = true;
      this.exitCode = code;
      this.exitSignal = signal;
    });
    this.child = child;
    await waitFor(`${this.name} at ${this.options.ready}`, answers(this.options.ready), timeoutMs, this);
  }

  /** Sends the signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000) {
    const child = this.child;
    if (!child || this.exited) return;
    const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await ended;
    clearTimeout(timer);
  }

  logTail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

export interface Topology {
  edgeUrl: string;
  registryUrl: string;
  /** Each remote slice's deploy token. */
  tokens: Record<RemoteSlice, string>;
  overrideSecret: string;
  releasesDir: string;
  databaseUrl: string;
  /** The release each slice started on. */
  initialReleases: Record<RemoteSlice, string>;
  apis: [Service, Service];
  shells: [Service, Service];
  registry: Service;
  workDir: string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** Build the front ends whose inputs changed (default true); false: their dist/ must exist. */
  build?: boolean;
  log?: (line: string) => void;
}

function nginxConfigDir(workDir: string, name: string, config: string, includes: Record<string, string>) {
  const dir = path.join(workDir, name);
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(root, config), path.join(dir, 'nginx.conf'));
  copyFileSync(MIME_TYPES, path.join(dir, 'mime.types'));
  for (const [file, text] of Object.entries(includes)) writeFileSync(path.join(dir, file), text);
  // A root master runs its workers as an unprivileged user: they write temp files in the prefix.
  chmodSync(dir, 0o777);
  return dir;
}

function nginxService(name: string, port: number, dir: string, logDir: string, readyPath: string) {
  return new Service(
    name,
    port,
    NGINX,
    ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-e', 'stderr', '-g', 'daemon off;'],
    {
      cwd: dir,
      env: process.env,
      ready: `http://127.0.0.1:${port}${readyPath}`,
      logDir,
    },
  );
}

/** A throwaway PostgreSQL cluster (as the postgres user when run as root, as CI does). */
async function startPostgres(workDir: string, logDir: string) {
  const dir = path.join(workDir, 'postgres');
  mkdirSync(dir);
  const asPostgres = (command: string, args: string[]) => {
    const result = isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], {
          encoding: 'utf8',
        })
      : spawnSync(path.join(PG_BIN, command), args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.error?.message}`);
  };
  if (isRoot) {
    chmodSync(workDir, 0o755);
    spawnSync('chown', ['postgres:postgres', dir]);
  }
  asPostgres('initdb', [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  asPostgres('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    path.join(isRoot ? dir : logDir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']),
  };
}

function runOrThrow(what: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}\n${result.stderr}`);
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const log = options.log ?? ((line: string) => console.log(line));
  const workDir = mkdtempSync(path.join(tmpdir(), 'psar-topology-'));
  chmodSync(workDir, 0o755);
  const logDir = path.join(workDir, 'logs');
  mkdirSync(logDir);
  const started: Service[] = [];
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;

  const stop = async () => {
    await Promise.all(started.map((service) => service.stop('SIGTERM', 5_000).catch(() => undefined)));
    try {
      postgres?.stop();
    } catch {
      // already gone
    }
    if (!process.env.KEEP_TOPOLOGY) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // 1. Artifacts: the front ends' production builds, released; the API and registry compiled.
    if (options.build !== false) {
      log('building the front ends that changed…');
      await buildStale(['shell', ...REMOTE_SLICES.map((slice) => `mfe-${slice}`)]);
    }
    log('compiling the API and the registry…');
    runOrThrow('API build', 'pnpm', ['--filter', '@storefront/api', 'build']);
    runOrThrow('registry build', 'pnpm', ['--filter', '@storefront/registry', 'build']);
    const releasesDir = path.join(workDir, 'releases');
    const initialReleases = {} as Record<RemoteSlice, string>;
    for (const slice of REMOTE_SLICES) {
      initialReleases[slice] = release({
        root,
        slice,
        fromDist: true,
        releasesDir,
        log: () => undefined,
      }).releaseId;
    }
    log(`released: ${REMOTE_SLICES.map((slice) => `${slice} ${initialReleases[slice]}`).join(', ')}`);

    // 2. PostgreSQL.
    postgres = await startPostgres(workDir, logDir);

    // 3. One nginx origin per remote slice.
    const originPorts = {} as Record<RemoteSlice, number>;
    for (const slice of REMOTE_SLICES) {
      const port = (originPorts[slice] = await freePort());
      const dir = nginxConfigDir(workDir, `origin-${slice}`, 'deploy/origin/nginx.conf', {
        'origin.conf': `listen 127.0.0.1:${port};\nroot ${path.join(releasesDir, slice)};\n`,
      });
      const origin = nginxService(`origin-${slice}`, port, dir, logDir, '/releases.json');
      started.push(origin);
      await origin.start(15_000);
    }

    // 4. The registry, with a deploy token per slice.
    const tokens = Object.fromEntries(
      REMOTE_SLICES.map((slice) => [slice, randomBytes(24).toString('base64url')]),
    ) as Record<RemoteSlice, string>;
    const overrideSecret = randomBytes(32).toString('hex');
    const registryPort = await freePort();
    const registry = new Service('registry', registryPort, process.execPath, ['registry/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        REGISTRY_HOST: '127.0.0.1',
        REGISTRY_PORT: String(registryPort),
        REGISTRY_DATA_DIR: path.join(workDir, 'registry'),
        REGISTRY_TOKENS: REMOTE_SLICES.map(
          (slice) => `${slice}=${createHash('sha256').update(tokens[slice]).digest('hex')}`,
        ).join(','),
        REGISTRY_ORIGINS: REMOTE_SLICES.map(
          (slice) => `${slice}=http://127.0.0.1:${originPorts[slice]}`,
        ).join(','),
        REGISTRY_MANIFEST_BASE: '/remotes',
        REGISTRY_ADOPT: 'true',
        OVERRIDE_SECRET: overrideSecret,
      },
      ready: `http://127.0.0.1:${registryPort}/health`,
      logDir,
    });
    started.push(registry);
    await registry.start(30_000);
    // A fresh registry adopts each origin's newest release as the slice's stable one.
    await waitFor(
      'the registry adopting every slice',
      async () => {
        const record = (await (await fetch(`${registry.url}/remotes`)).json()) as {
          slices: Record<string, { stable?: unknown }>;
        };
        return REMOTE_SLICES.every((slice) => record.slices[slice]?.stable);
      },
      30_000,
      registry,
    );

    // 5. Two API replicas on the one database: the first migrates and seeds, then the second starts.
    const edgePort = await freePort();
    const edgeUrl = `http://127.0.0.1:${edgePort}`;
    const authSecret = randomBytes(32).toString('hex');
    const apis = [] as unknown as [Service, Service];
    for (const index of [1, 2]) {
      const port = await freePort();
      const api = new Service(`api-${index}`, port, process.execPath, ['dist/server.js'], {
        cwd: path.join(root, 'api'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: postgres.url,
          AUTH_SECRET: authSecret,
          SEED_DEMO: 'true',
          SEED_PRODUCTS: '120',
          COOKIE_SECURE: 'false',
          PUBLIC_ORIGIN: edgeUrl,
          LOG_LEVEL: 'warn',
          SHUTDOWN_DELAY_MS: '0',
        },
        ready: `http://127.0.0.1:${port}/api/ready`,
        logDir,
      });
      apis.push(api);
      started.push(api);
      await api.start(240_000);
    }

    // 6. Two shell servers, each following the registry.
    const shells = [] as unknown as [Service, Service];
    for (const index of [1, 2]) {
      const port = await freePort();
      const shell = new Service(
        `shell-${index}`,
        port,
        process.execPath,
        // tsx as a loader in the same process (not its CLI, a parent that relays signals): SIGTERM
        // reaches the server itself, which drains and exits 0.
        ['--import', 'tsx', 'shared/server/serve-shell.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            TSX_TSCONFIG_PATH: 'tsconfig.base.json',
            HOST: '127.0.0.1',
            PORT: String(port),
            API_URL: edgeUrl,
            REGISTRY_URL: registry.url,
            REGISTRY_POLL_MS: '1000',
            SERVER_REMOTES_BASE_URL: edgeUrl,
            OVERRIDE_SECRET: overrideSecret,
          },
          ready: `http://127.0.0.1:${port}/readyz`,
          logDir,
        },
      );
      shells.push(shell);
      started.push(shell);
      await shell.start(120_000);
    }

    // 7. The edge.
    const upstream = (name: string, ports: number[], keepalive: number) =>
      // `zone`: the replicas' health is shared by nginx's workers, as in upstreams.compose.conf.
      `upstream ${name} {\n    zone ${name} 64k;\n${name === 'psar_api' || name === 'psar_shell' ? '    least_conn;\n' : ''}${ports
        .map(
          (port) =>
            `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${EDGE_FAIL_TIMEOUT_MS / 1000}s;\n`,
        )
        .join('')}    keepalive ${keepalive};\n    keepalive_timeout 4s;\n}\n`;
    const edgeDir = nginxConfigDir(workDir, 'edge', 'deploy/edge/nginx.conf', {
      'listen.conf': `listen 127.0.0.1:${edgePort};\n`,
      'upstreams.conf': [
        upstream(
          'psar_api',
          apis.map((api) => api.port),
          16,
        ),
        upstream(
          'psar_shell',
          shells.map((shell) => shell.port),
          16,
        ),
        ...REMOTE_SLICES.map((slice) => upstream(`psar_origin_${slice}`, [originPorts[slice]], 8)),
      ].join('\n'),
    });
    const edge = nginxService('edge', edgePort, edgeDir, logDir, '/__edge/health');
    started.push(edge);
    await edge.start(15_000);
    await waitFor('the shop through the edge', answers(`${edgeUrl}/products`), 60_000, edge);

    return {
      edgeUrl,
      registryUrl: registry.url,
      tokens,
      overrideSecret,
      releasesDir,
      databaseUrl: postgres.url,
      initialReleases,
      apis,
      shells,
      registry,
      workDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `pnpm topology`: start it and keep it running until Ctrl-C.
if (require.main === module) {
  let topology: Topology | undefined;
  let stopping = false;
  // Ctrl-C reaches pnpm, tsx and this process alike (and tsx relays it once more): stop once, and
  // never let a second signal kill the process halfway, leaving PostgreSQL or nginx running.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (!topology) console.log('stopping as soon as the start-up is done…');
    else void topology.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  startTopology()
    .then((started) => {
      topology = started;
      if (stopping) return void started.stop().then(() => process.exit(0));
      console.log(`\nThe production topology is up: open ${started.edgeUrl}`);
      console.log(`registry ${started.registryUrl}; logs in ${started.workDir}/logs`);
      for (const [slice, token] of Object.entries(started.tokens))
        console.log(`  ${slice} deploy token: ${token}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
