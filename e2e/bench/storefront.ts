// Starts the storefront exactly as a user does (`pnpm start`) in its own process group, and stops
// the whole group (pnpm, tsx, the start script, the API and its children) afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const READY_LINE = 'Psar is running';
const START_TIMEOUT_MS = 10 * 60 * 1000; // a first start builds all five apps

export interface Storefront {
  apiPort: number;
  stop(): Promise<void>;
}

/** Ports `pnpm start` listens on: the six apps (3000–3005) and the API. */
async function busyPorts(apiPort: number): Promise<number[]> {
  const ports = [3000, 3001, 3002, 3003, 3004, 3005, apiPort];
  const busy = await Promise.all(
    ports.map(async (port) => {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
        return port; // something answered
      } catch {
        return undefined;
      }
    }),
  );
  return busy.filter((port): port is number => port !== undefined);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // negative pid: the whole process group
  } catch {
    // already gone
  }
}

export async function startStorefront(root: string): Promise<Storefront> {
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const busy = await busyPorts(apiPort);
  if (busy.length > 0)
    throw new Error(`Port(s) ${busy.join(', ')} already answer: stop the running storefront first`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(apiPort),
    // Fastify logs every request at "info": that would flood the output and cost throughput.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // DATABASE_URL (PostgreSQL) passes through with the rest of the environment when set;
  // without it the API uses embedded PGlite.
  const child = spawn('pnpm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Last resort if the benchmark dies without running its finally blocks.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    if (!exited) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    // Whatever is left in the group (the API outliving pnpm, a process that ignored SIGTERM).
    killGroup(child, 'SIGKILL');
  };

  const forward = (stream: NodeJS.ReadableStream, onLine?: (line: string) => void) =>
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`  [storefront] ${line}`);
      onLine?.(line);
    });

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No "${READY_LINE}" within ${START_TIMEOUT_MS / 60000} minutes`)),
        START_TIMEOUT_MS,
      );
      forward(child.stdout!, (line) => {
        if (line.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      });
      forward(child.stderr!);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`pnpm start exited (${code ?? signal}) before "${READY_LINE}"`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiPort, stop };
}
