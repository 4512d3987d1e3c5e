const config = require('@storefront/shared/jest-preset')(__dirname, { environment: 'node' });

module.exports = {
  ...config,
  // Suites start real servers and child processes (the release script, the CLI): more than the 5 s default.
  testTimeout: 60_000,
  // cookie (under light-my-request, Fastify's inject) ships only ESM: compile it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?cookie[@/])'],
};
