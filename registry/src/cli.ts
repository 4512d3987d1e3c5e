// `pnpm slice <command>`: a team's releases, canaries, promotions and rollbacks, through the registry.
// REGISTRY_URL (default http://127.0.0.1:4300), PSAR_DEPLOY_TOKEN (the slice's deploy token) and,
// for `override`, SHOP_URL (the shop the override link opens).

const USAGE = `Usage: pnpm slice <command>
  status                                   every slice's stable release and canary
  releases <slice>                         the releases on the slice's origin, newest first
  deploy <slice> <releaseId>               make a release the stable one (drops a canary)
  canary <slice> <releaseId> <percent>     send percent (1-99) of new shoppers to a release
  promote <slice>                          make the canary the stable release
  rollback <slice>                         drop the canary, or return to the previous stable release
  history <slice>                          the slice's changes, newest first
  override <slice> <manifestUrl> [--ttl <seconds>]
                                           a link that points your browser only at another manifest
Changes need PSAR_DEPLOY_TOKEN (the slice's deploy token). REGISTRY_URL defaults to http://127.0.0.1:4300.`;

class CliError extends Error {}

interface SliceView {
  revision: number;
  changed: boolean;
  slice: string;
  stable: { releaseId: string } | null;
  canary: { releaseId: string; percent: number } | null;
}
interface RemotesMap {
  revision: number;
  updatedAt: string;
  slices: Record<string, { stable: { releaseId: string }; canary?: { releaseId: string; percent: number } }>;
}
interface Snapshot {
  stable: string | null;
  canary: { releaseId: string; percent: number } | null;
}
interface HistoryEntry {
  revision: number;
  at: string;
  actor: string;
  action: string;
  from: Snapshot;
  to: Snapshot;
}

const registryUrl = (process.env.REGISTRY_URL?.trim() || 'http://127.0.0.1:4300').replace(/\/+$/, '');

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    const token = process.env.PSAR_DEPLOY_TOKEN?.trim();
    if (!token) throw new CliError("PSAR_DEPLOY_TOKEN is not set: export your slice's deploy token");
    headers.authorization = `Bearer ${token}`;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${registryUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new CliError(`The registry does not answer at ${registryUrl} (set REGISTRY_URL)`);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = parsed as { code?: string; message?: string } | undefined;
    throw new CliError(
      error?.message
        ? `${error.message} (${error.code ?? response.status})`
        : `The registry answered ${response.status}`,
    );
  }
  return parsed as T;
}

const summary = (state: Snapshot | Pick<SliceView, 'stable' | 'canary'>): string => {
  const stable = typeof state.stable === 'string' ? state.stable : (state.stable?.releaseId ?? null);
  const canary = state.canary ? `, canary ${state.canary.releaseId} at ${state.canary.percent}%` : '';
  return `${stable ?? 'no stable release'}${canary}`;
};

function need(args: string[], count: number, usage: string): string[] {
  if (args.length !== count) throw new CliError(`Usage: pnpm slice ${usage}`);
  return args;
}

function percentOf(text: string): number {
  const percent = Number(text);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new CliError('percent: a whole number from 1 to 99');
  return percent;
}

function printChange(verb: string, view: SliceView) {
  if (!view.changed) console.log(`${view.slice}: unchanged at revision ${view.revision} (${summary(view)})`);
  else console.log(`${view.slice}: ${verb} → ${summary(view)} (revision ${view.revision})`);
}

async function run(argv: string[]) {
  const [command, ...args] = argv;
  const slicePath = (slice: string) => `/slices/${encodeURIComponent(slice)}`;
  switch (command) {
    case 'status': {
      need(args, 0, 'status');
      const remotes = await call<RemotesMap>('GET', '/remotes');
      console.log(`revision ${remotes.revision}, updated ${remotes.updatedAt}`);
      const slices = Object.entries(remotes.slices);
      if (slices.length === 0) console.log('no slice has a stable release yet');
      for (const [slice, state] of slices)
        console.log(`${slice.padEnd(11)} ${summary({ stable: state.stable, canary: state.canary ?? null })}`);
      return;
    }
    case 'releases': {
      const [slice] = need(args, 1, 'releases <slice>') as [string];
      const { releases } = await call<{
        releases: {
          releaseId: string;
          version: string;
          commit: string;
          builtAt: string;
          live: string | null;
        }[];
      }>('GET', `${slicePath(slice)}/releases`);
      if (releases.length === 0) console.log(`${slice}: no releases on its origin`);
      for (const release of releases)
        console.log(
          `${release.releaseId.padEnd(40)} ${release.builtAt}  ${release.commit.slice(0, 12)}${release.live ? `  ← ${release.live}` : ''}`,
        );
      return;
    }
    case 'deploy': {
      const [slice, releaseId] = need(args, 2, 'deploy <slice> <releaseId>') as [string, string];
      printChange('deployed', await call<SliceView>('POST', `${slicePath(slice)}/deploy`, { releaseId }));
      return;
    }
    case 'canary': {
      const [slice, releaseId, percent] = need(args, 3, 'canary <slice> <releaseId> <percent>') as [
        string,
        string,
        string,
      ];
      printChange(
        'canary',
        await call<SliceView>('POST', `${slicePath(slice)}/canary`, {
          releaseId,
          percent: percentOf(percent),
        }),
      );
      return;
    }
    case 'promote': {
      const [slice] = need(args, 1, 'promote <slice>') as [string];
      printChange('promoted', await call<SliceView>('POST', `${slicePath(slice)}/promote`));
      return;
    }
    case 'rollback': {
      const [slice] = need(args, 1, 'rollback <slice>') as [string];
      printChange('rolled back', await call<SliceView>('POST', `${slicePath(slice)}/rollback`));
      return;
    }
    case 'history': {
      const [slice] = need(args, 1, 'history <slice>') as [string];
      const { history } = await call<{ history: HistoryEntry[] }>('GET', `${slicePath(slice)}/history`);
      if (history.length === 0) console.log(`${slice}: no changes yet`);
      for (const entry of history)
        console.log(
          `#${entry.revision} ${entry.at} ${entry.action.padEnd(8)} by ${entry.actor}: ${summary(entry.from)} → ${summary(entry.to)}`,
        );
      return;
    }
    case 'override': {
      const ttlAt = args.indexOf('--ttl');
      let ttlSeconds: number | undefined;
      if (ttlAt >= 0) {
        ttlSeconds = Number(args[ttlAt + 1]);
        if (!Number.isInteger(ttlSeconds)) throw new CliError('--ttl: a number of seconds');
        args.splice(ttlAt, 2);
      }
      const [slice, manifestUrl] = need(args, 2, 'override <slice> <manifestUrl> [--ttl <seconds>]') as [
        string,
        string,
      ];
      const { token, expiresAt } = await call<{ token: string; expiresAt: string }>(
        'POST',
        `${slicePath(slice)}/override`,
        { manifestUrl, ...(ttlSeconds === undefined ? {} : { ttlSeconds }) },
      );
      const shop = (process.env.SHOP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
      console.log(
        `Open this in your browser (${slice} from ${manifestUrl} until ${expiresAt}, your browser only):`,
      );
      console.log(`${shop}/__psar/override?token=${encodeURIComponent(token)}`);
      return;
    }
    case undefined:
      console.error(USAGE);
      process.exitCode = 1;
      return;
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return;
    default:
      throw new CliError(`Unknown command "${command}". Run pnpm slice help`);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError) console.error(`error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});

// A module (its names stay its own), though it imports nothing.
export {};
