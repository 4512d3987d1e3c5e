import type { FastifyInstance } from 'fastify';

/** Where the process is in its life: serving, or draining before it exits (see start-server.ts). */
export interface Lifecycle {
  /** True from the shutdown signal on: readiness answers 503, answers close their connection. */
  readonly draining: boolean;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The draining state, and `Connection: close` on every answer sent while draining: a keep-alive
 * connection (nginx's to this replica) is closed after its answer instead of carrying a next
 * request to a process about to exit, so the client opens a new one, to a replica that stays.
 */
export function registerLifecycle(app: FastifyInstance): void {
  let draining = false;
  app.decorate<Lifecycle>('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
