// The remotes registry's HTTP API. GET /remotes is what the shell's servers poll; every change is
// made by one slice's deploy token, for that slice only, one at a time, and written before it is
// answered.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isRemoteSlice, signOverride, type RemoteSlice } from '../../shared/server/override-token';
import { authorize } from './auth';
import * as changes from './changes';
import type { RegistryConfig } from './config';
import { RegistryError } from './errors';
import { OriginClient } from './origin';
import {
  HISTORY_LIMIT,
  RELEASE_ID,
  sliceOf,
  StateStore,
  type Action,
  type RegistryState,
  type SliceState,
  type Snapshot,
} from './state';

export interface RegistryOptions {
  config: RegistryConfig;
  store: StateStore;
  /** Fastify's logger option: false in tests, pino settings in the service. */
  logger?: boolean | { level: string };
  now?: () => Date;
}

const OVERRIDE_DEFAULT_TTL_SECONDS = 8 * 3600;
const OVERRIDE_MAX_TTL_SECONDS = 24 * 3600;

const releaseIdSchema = z.string().regex(RELEASE_ID, 'a release id: letters, digits, ".", "-", "_"');
const deployBody = z.object({ releaseId: releaseIdSchema });
const canaryBody = z.object({ releaseId: releaseIdSchema, percent: z.number().int().min(1).max(99) });
const overrideBody = z.object({
  manifestUrl: z.url({ protocol: /^https?$/ }),
  ttlSeconds: z.number().int().min(60).max(OVERRIDE_MAX_TTL_SECONDS).optional(),
});

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new RegistryError(400, 'request.invalid', `${where}${issue?.message ?? 'invalid body'}`);
}

/** Entity tags of an If-Match / If-None-Match header (weak or strong, "*" kept as is). */
function entityTags(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter(Boolean);
}

const etag = (revision: number) => `"${revision}"`;

export async function buildRegistry({
  config,
  store,
  logger = false,
  now = () => new Date(),
}: RegistryOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 16 * 1024 });
  const origins = new OriginClient(config.origins, config.originTimeoutMs);

  const manifestUrl = (slice: string, releaseId: string) =>
    `${config.manifestBase}/${slice}/${encodeURIComponent(releaseId)}/mf-manifest.json`;

  const sliceView = (slice: string, state: SliceState) => ({
    stable: state.stable ? { releaseId: state.stable, manifest: manifestUrl(slice, state.stable) } : null,
    canary: state.canary
      ? {
          releaseId: state.canary.releaseId,
          manifest: manifestUrl(slice, state.canary.releaseId),
          percent: state.canary.percent,
        }
      : null,
  });

  // The map every shell server polls: computed once per revision.
  let remotesCache: { revision: number; body: string } | undefined;
  const remotesBody = (state: RegistryState) => {
    if (remotesCache?.revision !== state.revision) {
      const slices: Record<string, unknown> = {};
      for (const [slice, sliceState] of Object.entries(state.slices)) {
        if (!sliceState?.stable) continue;
        const { stable, canary } = sliceView(slice, sliceState);
        slices[slice] = canary ? { stable, canary } : { stable };
      }
      remotesCache = {
        revision: state.revision,
        body: JSON.stringify({ revision: state.revision, updatedAt: state.updatedAt, slices }),
      };
    }
    return remotesCache.body;
  };

  /** A slice the registry manages: a remote slice with an origin. */
  const managedSlice = (request: FastifyRequest): RemoteSlice => {
    const { slice } = request.params as { slice: string };
    if (!isRemoteSlice(slice) || !origins.has(slice)) {
      const known = Object.keys(config.origins).join(', ') || 'none';
      throw new RegistryError(
        404,
        'slice.unknown',
        `"${slice}" is not a slice of this registry (known: ${known})`,
      );
    }
    return slice;
  };

  const snapshot = ({ stable, canary }: Pick<SliceState, 'stable' | 'canary'>): Snapshot => ({
    stable,
    canary,
  });

  /**
   * One change to one slice: checks If-Match against the revision it builds on, computes the next
   * record, checks the origin serves every release it newly points at, then writes revision + 1
   * with its history entry. Serialized by the store.
   */
  const change = (
    slice: RemoteSlice,
    actor: string,
    action: Action,
    ifMatch: string | string[] | undefined,
    compute: (current: SliceState) => ReturnType<typeof changes.deploy>,
  ) =>
    store.transaction(async (state) => {
      const expected = entityTags(ifMatch);
      if (expected.length && !expected.includes('*') && !expected.includes(String(state.revision)))
        throw new RegistryError(
          412,
          'revision.stale',
          `The registry is at revision ${state.revision}, not ${expected.join(', ')}: read it again`,
        );
      const before = sliceOf(state, slice);
      const computed = compute(before);
      if (!computed)
        return { result: { revision: state.revision, changed: false, slice, ...sliceView(slice, before) } };
      if (computed.stable && computed.stable !== before.stable)
        await origins.assertRelease(slice, computed.stable);
      if (computed.canary && computed.canary.releaseId !== before.canary?.releaseId)
        await origins.assertRelease(slice, computed.canary.releaseId);
      const revision = state.revision + 1;
      const at = now().toISOString();
      const after: SliceState = {
        ...computed,
        history: [
          { revision, at, actor, action, from: snapshot(before), to: snapshot(computed) },
          ...before.history,
        ].slice(0, HISTORY_LIMIT),
      };
      const next: RegistryState = {
        ...state,
        revision,
        updatedAt: at,
        slices: { ...state.slices, [slice]: after },
      };
      return { next, result: { revision, changed: true, slice, ...sliceView(slice, after) } };
    });

  const changeRoute = (
    action: Exclude<Action, 'adopt'>,
    compute: (request: FastifyRequest, current: SliceState) => ReturnType<typeof changes.deploy>,
  ) =>
    async function handler(request: FastifyRequest, reply: FastifyReply) {
      const slice = managedSlice(request);
      const actor = authorize(config.tokens, request.headers.authorization, slice);
      const result = await change(slice, actor, action, request.headers['if-match'], (current) =>
        compute(request, current),
      );
      if (result.changed)
        request.log.info({ slice, action, actor, revision: result.revision }, `${slice}: ${action}`);
      return reply.header('etag', etag(result.revision)).send(result);
    };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RegistryError) {
      if (error.statusCode === 401) void reply.header('www-authenticate', 'Bearer');
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    // Fastify's own client errors (a body that is not JSON, too large, a wrong content type).
    const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      request.log.debug({ code }, message);
      return reply.status(statusCode).send({ code: 'request.invalid', message });
    }
    request.log.error(error);
    return reply.status(500).send({ code: 'internal', message: 'Internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: 'route.not_found', message: `${request.method} ${request.url} is not a route` }),
  );

  // Polled every couple of seconds by every shell server: not worth a log line each.
  app.get('/remotes', { logLevel: 'warn' }, async (request, reply) => {
    const state = store.state;
    void reply.header('etag', etag(state.revision)).header('cache-control', 'no-cache');
    const known = entityTags(request.headers['if-none-match']);
    if (known.includes('*') || known.includes(String(state.revision))) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(remotesBody(state));
  });

  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok', revision: store.state.revision }));

  app.get('/slices/:slice/history', async (request) => {
    const slice = managedSlice(request);
    const state = store.state;
    return { slice, revision: state.revision, history: sliceOf(state, slice).history };
  });

  app.get('/slices/:slice/releases', async (request) => {
    const slice = managedSlice(request);
    const { stable, canary } = sliceOf(store.state, slice);
    const releases = await origins.releases(slice);
    return {
      slice,
      releases: releases.map((release) => ({
        ...release,
        live:
          release.releaseId === stable ? 'stable' : release.releaseId === canary?.releaseId ? 'canary' : null,
      })),
    };
  });

  app.post(
    '/slices/:slice/deploy',
    changeRoute('deploy', (request, current) =>
      changes.deploy(current, parseBody(deployBody, request.body).releaseId),
    ),
  );
  app.post(
    '/slices/:slice/canary',
    changeRoute('canary', (request, current) => {
      const { releaseId, percent } = parseBody(canaryBody, request.body);
      return changes.canary(current, releaseId, percent);
    }),
  );
  app.post(
    '/slices/:slice/promote',
    changeRoute('promote', (_request, current) => changes.promote(current)),
  );
  app.post(
    '/slices/:slice/rollback',
    changeRoute('rollback', (_request, current) => changes.rollback(current)),
  );

  app.post('/slices/:slice/override', async (request) => {
    const slice = managedSlice(request);
    const actor = authorize(config.tokens, request.headers.authorization, slice);
    if (!config.overrideSecret)
      throw new RegistryError(501, 'override.disabled', 'Overrides are off: OVERRIDE_SECRET is not set');
    const { manifestUrl, ttlSeconds = OVERRIDE_DEFAULT_TTL_SECONDS } = parseBody(overrideBody, request.body);
    const expiresAt = new Date(now().getTime() + ttlSeconds * 1000);
    const token = signOverride({ slice, manifestUrl, expiresAt }, config.overrideSecret);
    request.log.info({ slice, actor, manifestUrl, expiresAt }, `${slice}: override signed`);
    return { slice, manifestUrl, expiresAt: expiresAt.toISOString(), token };
  });

  if (config.adopt) {
    const adopter = startAdopting(app, config, store, origins, change);
    app.addHook('onClose', () => adopter.stop());
  }

  return app;
}

/**
 * A fresh deployment comes up by itself: while a slice has no stable release, its origin's newest
 * release becomes the stable one. Runs one pass at a time, until the app closes.
 */
function startAdopting(
  app: FastifyInstance,
  config: RegistryConfig,
  store: StateStore,
  origins: OriginClient,
  change: (
    slice: RemoteSlice,
    actor: string,
    action: Action,
    ifMatch: undefined,
    compute: (current: SliceState) => ReturnType<typeof changes.adopt>,
  ) => Promise<{ changed: boolean; revision: number }>,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // One log line per slice and problem, not one every few seconds while an origin is down.
  const lastProblem = new Map<RemoteSlice, string>();

  const adoptSlice = async (slice: RemoteSlice) => {
    if (sliceOf(store.state, slice).stable) return;
    try {
      const [newest] = await origins.releases(slice);
      if (!newest) return;
      const result = await change(slice, 'registry', 'adopt', undefined, (current) =>
        changes.adopt(current, newest.releaseId),
      );
      if (result.changed)
        app.log.info(
          { slice, releaseId: newest.releaseId, revision: result.revision },
          `${slice}: adopted ${newest.releaseId}`,
        );
      lastProblem.delete(slice);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (lastProblem.get(slice) !== message)
        app.log.warn({ slice }, `${slice}: cannot adopt a release yet: ${message}`);
      lastProblem.set(slice, message);
    }
  };

  const pass = async () => {
    const slices = Object.keys(config.origins).filter(isRemoteSlice);
    await Promise.all(slices.map(adoptSlice));
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, config.adoptIntervalMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    running = pass().finally(schedule);
  });

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
