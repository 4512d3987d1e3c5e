// The registry's record: per remote slice the stable release, an optional canary, the stables it
// can roll back to and the history. Kept in one JSON file, replaced atomically on every change.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_SLICES, type RemoteSlice } from '../../shared/server/override-token';

/** Release ids name folders on the origins: letters, digits, dots, dashes, underscores; no "..". */
export const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const HISTORY_LIMIT = 200;
/** How many earlier stables a slice can roll back through. */
export const ROLLBACK_DEPTH = 50;

const releaseId = z.string().regex(RELEASE_ID);
const canarySchema = z.object({ releaseId, percent: z.number().int().min(1).max(99) });
const snapshotSchema = z.object({ stable: releaseId.nullable(), canary: canarySchema.nullable() });
export const ACTIONS = ['deploy', 'canary', 'promote', 'rollback', 'adopt'] as const;
const historyEntrySchema = z.object({
  revision: z.number().int().positive(),
  at: z.string(),
  /** The slice whose token made the change, or "registry" for an adoption. */
  actor: z.string(),
  action: z.enum(ACTIONS),
  from: snapshotSchema,
  to: snapshotSchema,
});
const sliceStateSchema = z.object({
  stable: releaseId.nullable(),
  canary: canarySchema.nullable(),
  previousStables: z.array(releaseId),
  history: z.array(historyEntrySchema),
});
const stateSchema = z.object({
  format: z.literal(1),
  revision: z.number().int().nonnegative(),
  updatedAt: z.string(),
  slices: z.partialRecord(z.enum(REMOTE_SLICES), sliceStateSchema),
});

export type Canary = z.infer<typeof canarySchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;
export type Action = (typeof ACTIONS)[number];
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type SliceState = z.infer<typeof sliceStateSchema>;
export type RegistryState = z.infer<typeof stateSchema>;

export const emptySlice = (): SliceState => ({
  stable: null,
  canary: null,
  previousStables: [],
  history: [],
});

export function sliceOf(state: RegistryState, slice: RemoteSlice): SliceState {
  return state.slices[slice] ?? emptySlice();
}

const STATE_FILE = 'registry.json';

/**
 * The state, its file and one writer at a time: a change reads the state, may wait (the origin
 * check), and is written before the next change starts, so two deploys never both build on the
 * same revision.
 */
export class StateStore {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private current: RegistryState,
  ) {}

  static async open(dataDir: string, now: Date = new Date()): Promise<StateStore> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, STATE_FILE);
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text === undefined)
      return new StateStore(file, { format: 1, revision: 0, updatedAt: now.toISOString(), slices: {} });
    // A damaged record stops the service rather than starting it empty: an empty registry would
    // take every remote off the shop (or let adoption pick releases nobody chose).
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${file} is not valid JSON: restore it from a backup or remove it to start empty`);
    }
    const result = stateSchema.safeParse(parsed);
    if (!result.success)
      throw new Error(`${file} is not a registry record (${result.error.issues[0]?.message ?? 'invalid'})`);
    return new StateStore(file, result.data);
  }

  get state(): RegistryState {
    return this.current;
  }

  /**
   * Runs `change` alone; when it returns a next state, that state is on disk before it becomes
   * current and before the next change runs. A throw leaves state and file as they were.
   */
  transaction<T>(
    change: (current: RegistryState) => Promise<{ next?: RegistryState; result: T }>,
  ): Promise<T> {
    const run = async () => {
      const { next, result } = await change(this.current);
      if (next) {
        await writeAtomically(this.file, `${JSON.stringify(next, null, 2)}\n`);
        this.current = next;
      }
      return result;
    };
    const done = this.queue.then(run, run);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** Resolves once every change already started is on disk. */
  async settled(): Promise<void> {
    await this.queue;
  }
}

/** Write beside, flush, rename over, flush the folder: a crash leaves the old file or the new one. */
export async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
