const config = require('@storefront/shared/jest-preset')(__dirname, { environment: 'node' });

module.exports = {
  ...config,
  // PGlite opens in a few seconds; integration suites share one database per file.
  testTimeout: 60_000,
  // content-disposition and cookie (under @fastify/static and light-my-request) ship only ESM: compile it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie)[@/])'],
};
