const config = require('@storefront/shared/jest-preset')(__dirname, { environment: 'node' });

module.exports = {
  ...config,
  // PGlite opens in a few seconds; integration suites share one database per file.
  testTimeout: 60_000,
  // Tests of several API processes on one database (*.postgres.test.ts) run only in the PostgreSQL
  // pass: PGlite cannot be shared between processes. Left out of the PGlite pass, not skipped.
  testPathIgnorePatterns: [
    ...(config.testPathIgnorePatterns ?? ['/node_modules/']),
    ...(process.env.PSAR_TEST_ON_POSTGRES ? [] : ['\\.postgres\\.test\\.ts$']),
  ],
  // content-disposition and cookie (under @fastify/static and light-my-request) and oauth4webapi (social login) ship only ESM: compile them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|oauth4webapi)[@/])'],
};
