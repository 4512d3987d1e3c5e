// `pnpm release <slice> [--from-dist] [--release-id <id>]`: one app's production build, kept as an
// immutable release in $RELEASES_DIR/<slice>/<releaseId>/ beside the earlier ones, so a deploy or a
// rollback is a registry change and never a rebuild. Progress goes to stderr; the release id is
// the last line on stdout.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildInputs } from '../shared/server/build-stale';
import { REMOTE_SLICES } from '../shared/server/override-token';

export const SLICES = ['shell', ...REMOTE_SLICES] as const;
export type Slice = (typeof SLICES)[number];

/** Release ids name folders and URL segments: the registry accepts the same set. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export interface ReleaseRecord {
  slice: Slice;
  releaseId: string;
  version: string;
  commit: string;
  builtAt: string;
}

export interface ReleaseOptions {
  /** The repository (the workspace root). */
  root: string;
  slice: string;
  /** Package the app's existing dist/ instead of building it. */
  fromDist?: boolean;
  releaseId?: string;
  releasesDir: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface ReleaseResult {
  releaseId: string;
  dir: string;
  alreadyReleased: boolean;
}

export class ReleaseError extends Error {}

export const appFolder = (slice: Slice) => (slice === 'shell' ? 'shell' : `mfe-${slice}`);

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/** PSAR_COMMIT (image builds have no .git) or the checkout's HEAD. */
function commitOf(root: string, env: NodeJS.ProcessEnv): string {
  const commit = (env.PSAR_COMMIT?.trim() || git(root, ['rev-parse', 'HEAD'])?.trim() || '').toLowerCase();
  if (!commit) throw new ReleaseError('No commit: run inside the git checkout or set PSAR_COMMIT');
  if (!/^[0-9a-f]{12,40}$/.test(commit))
    throw new ReleaseError(`PSAR_COMMIT "${commit}" is not a commit sha (12-40 hex)`);
  return commit;
}

/**
 * For a working tree with uncommitted changes in the app's inputs: a hash of those changes, so two
 * different uncommitted states never share a release id. Undefined when clean or outside git.
 */
function uncommittedHash(root: string, app: string): string | undefined {
  const inputs = buildInputs(app);
  const changed = git(root, ['diff', 'HEAD', '--name-only', '-z', '--', ...inputs]);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...inputs]);
  if (changed === undefined || untracked === undefined) return undefined;
  const files = [...new Set([...changed.split('\0'), ...untracked.split('\0')].filter(Boolean))].sort();
  if (files.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(file).update('\0');
    hash.update(existsSync(absolute) && statSync(absolute).isFile() ? readFileSync(absolute) : '<deleted>');
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

function writeFileAtomically(file: string, content: string) {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = openSync(temp, 'wx');
  try {
    writeFileSync(handle, content);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temp, file);
  syncFolder(path.dirname(file));
}

function syncFolder(folder: string) {
  const handle = openSync(folder, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

function readRecord(dir: string): ReleaseRecord | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as ReleaseRecord;
  } catch {
    return undefined;
  }
}

/** releases.json, rebuilt from the release folders themselves (newest first), so it never drifts. */
function writeReleaseList(sliceDir: string) {
  const records = readdirSync(sliceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => readRecord(path.join(sliceDir, entry.name)))
    .filter((record): record is ReleaseRecord => Boolean(record?.releaseId && record.builtAt))
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.releaseId.localeCompare(a.releaseId))
    .map(({ releaseId, version, commit, builtAt }) => ({ releaseId, version, commit, builtAt }));
  writeFileAtomically(path.join(sliceDir, 'releases.json'), `${JSON.stringify(records, null, 2)}\n`);
}

/** An existing release with this id: fine when it is the same commit (a re-run), an error otherwise. */
function existingRelease(dir: string, commit: string, releaseId: string): ReleaseResult | undefined {
  if (!existsSync(dir)) return undefined;
  const record = readRecord(dir);
  if (!record)
    throw new ReleaseError(`${dir} exists but holds no release.json: remove it or pick another id`);
  if (record.commit !== commit)
    throw new ReleaseError(
      `${releaseId} is already released from commit ${record.commit}, not ${commit}: releases are never overwritten`,
    );
  return { releaseId, dir, alreadyReleased: true };
}

export function release(options: ReleaseOptions): ReleaseResult {
  const {
    root,
    fromDist = false,
    releasesDir,
    env = process.env,
    log = (line) => console.error(line),
  } = options;
  if (!(SLICES as readonly string[]).includes(options.slice))
    throw new ReleaseError(`"${options.slice}" is not a slice (${SLICES.join(', ')})`);
  const slice = options.slice as Slice;
  const app = appFolder(slice);
  const appDir = path.join(root, app);
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const commit = commitOf(root, env);

  let releaseId = options.releaseId;
  if (releaseId === undefined) {
    const dirty = uncommittedHash(root, app);
    releaseId = `${version}-${commit.slice(0, 12)}${dirty ? `-dirty.${dirty}` : ''}`;
  }
  if (!RELEASE_ID.test(releaseId))
    throw new ReleaseError(`"${releaseId}" is not a release id (letters, digits, ".", "-", "_"; up to 128)`);

  const sliceDir = path.join(releasesDir, slice);
  const finalDir = path.join(sliceDir, releaseId);
  const existing = existingRelease(finalDir, commit, releaseId);
  if (existing) {
    log(`${slice} ${releaseId}: already released`);
    writeReleaseList(sliceDir);
    return existing;
  }

  if (!fromDist) {
    log(`… building ${app} (production) as ${slice} ${releaseId}`);
    // The build's output goes to stderr: stdout carries only the release id.
    const build = spawnSync('pnpm', ['--filter', `@storefront/${app}`, 'build'], {
      cwd: root,
      env: { ...env, PSAR_BUILD_ID: releaseId },
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (build.status !== 0) throw new ReleaseError(`${app} failed to build`);
  }
  const dist = path.join(appDir, 'dist');
  const entry = slice === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(path.join(dist, entry)))
    throw new ReleaseError(
      `${app}/dist/${entry} is missing: ${fromDist ? 'build the app first (pnpm start builds it) or drop --from-dist' : 'the build wrote no output'}`,
    );

  // Copied beside the final folder, then renamed: a release folder is complete or absent.
  mkdirSync(sliceDir, { recursive: true });
  const tempDir = path.join(sliceDir, `.tmp-${releaseId}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    cpSync(dist, tempDir, {
      recursive: true,
      // pnpm start's build fingerprint is not part of the app.
      filter: (source) => path.basename(source) !== '.build-stamp',
    });
    const record: ReleaseRecord = { slice, releaseId, version, commit, builtAt: new Date().toISOString() };
    writeFileSync(path.join(tempDir, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    try {
      renameSync(tempDir, finalDir);
    } catch (error) {
      // Another run released the same id meanwhile: same commit is fine, another is refused.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      const raced = existingRelease(finalDir, commit, releaseId);
      if (!raced) throw error;
      log(`${slice} ${releaseId}: already released`);
      writeReleaseList(sliceDir);
      return raced;
    }
    syncFolder(sliceDir);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  writeReleaseList(sliceDir);
  log(`✓ ${slice} ${releaseId} → ${finalDir}`);
  return { releaseId, dir: finalDir, alreadyReleased: false };
}

function parseArgs(argv: string[]): { slice: string; fromDist: boolean; releaseId?: string } {
  const positional: string[] = [];
  let fromDist = false;
  let releaseId: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--from-dist') fromDist = true;
    else if (arg === '--release-id') {
      releaseId = argv[index + 1];
      if (!releaseId) throw new ReleaseError('--release-id needs a value');
      index += 1;
    } else if (arg?.startsWith('--')) throw new ReleaseError(`Unknown option ${arg}`);
    else if (arg) positional.push(arg);
  }
  const [slice] = positional;
  if (!slice || positional.length > 1)
    throw new ReleaseError(
      `Usage: pnpm release <slice> [--from-dist] [--release-id <id>]  (slices: ${SLICES.join(', ')})`,
    );
  return { slice, fromDist, releaseId };
}

if (require.main === module) {
  try {
    const root = path.resolve(__dirname, '..');
    const args = parseArgs(process.argv.slice(2));
    const releasesDir = path.resolve(process.env.RELEASES_DIR?.trim() || path.join(root, 'releases'));
    const { releaseId } = release({ root, releasesDir, ...args });
    console.log(releaseId);
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
