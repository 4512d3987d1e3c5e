// The API process: `node dist/server.js` (the build) or `tsx src/server.ts` (pnpm start, pnpm dev).
import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  // `once`: a second Ctrl-C during the drain falls back to Node's default and ends the process at once.
  const stop = (signal: NodeJS.Signals) => {
    server.shutdown(signal).then(
      (outcome) => process.exit(outcome === 'drained' ? 0 : 1),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`API ready on ${server.origin}/api (database: ${server.database.kind}; docs: /api/docs)`);
}

main().catch((error: unknown) => {
  // Settings problems are the operator's to fix: the list, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
