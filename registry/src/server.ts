// `node registry/dist/server.js` (or `pnpm --filter @storefront/registry dev`): the remotes registry.
import { buildRegistry } from './app';
import { loadConfig } from './config';
import { StateStore } from './state';

async function main() {
  const config = loadConfig();
  const store = await StateStore.open(config.dataDir);
  const app = await buildRegistry({ config, store, logger: { level: config.logLevel } });
  if (config.tokens.length === 0) app.log.warn('REGISTRY_TOKENS is empty: nobody can change the registry');
  if (Object.keys(config.origins).length === 0)
    app.log.warn('REGISTRY_ORIGINS is empty: the registry manages no slice');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing the requests in flight, then exiting`);
    // Fastify stops accepting, lets in-flight requests (and the change being written) finish,
    // then runs onClose (the adoption loop stops).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `remotes registry at revision ${store.state.revision}; slices: ${Object.keys(config.origins).join(', ') || 'none'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
