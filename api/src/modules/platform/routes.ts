import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { errorSchema } from '../../lib/schemas';

/** How long readiness waits for the database's answer: a load balancer's check must not hang. */
export const READINESS_DATABASE_TIMEOUT_MS = 2_000;

const databaseKind = z
  .enum(['pglite', 'postgres'])
  .describe('pglite: the embedded database (development, tests); postgres: a PostgreSQL server');

/** Whether `task` succeeds within READINESS_DATABASE_TIMEOUT_MS (never throws). */
async function succeedsInTime(task: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([task().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and readiness, for load balancers, orchestrators and monitoring. */
export const platformRoutes: FastifyPluginAsync<{
  database: DatabaseHandle;
  /** Resolves once the catalogue's search index is loaded (loading it if an earlier load failed). */
  catalogLoaded: () => Promise<unknown>;
}> = async (app, { database, catalogLoaded }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Liveness',
        description:
          'Anyone (load balancers, monitoring) may ask: answers 200 while the API process is up, with the kind of database it runs on. It does not ask the database (see /api/ready), so a database outage does not get live replicas restarted.',
        response: {
          200: z.object({ status: z.literal('ok'), database: databaseKind }),
        },
      },
    },
    async () => ({ status: 'ok' as const, database: database.kind }),
  );
  api.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['platform'],
        summary: 'Readiness',
        description:
          'Anyone (load balancers, orchestrators) may ask whether to send this replica traffic: 200 when its database answers, its catalogue is loaded and it is not shutting down; 503 (`server.internal`) from the moment it receives SIGTERM, when the database does not answer within 2 seconds, or while the catalogue is still loading (a minute or so at a million products).',
        response: {
          200: z.object({ status: z.literal('ready'), database: databaseKind }),
          503: errorSchema,
        },
      },
    },
    async (request) => {
      if (app.lifecycle.draining) throw new HttpError(503, 'server.internal');
      if (!(await succeedsInTime(() => database.db.execute(sql`select 1`)))) {
        request.log.warn('not ready: the database did not answer select 1');
        throw new HttpError(503, 'server.internal');
      }
      if (!(await succeedsInTime(catalogLoaded))) {
        request.log.warn('not ready: the catalogue is still loading');
        throw new HttpError(503, 'server.internal');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
