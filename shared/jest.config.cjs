const preset = require('./build/jest-preset.cjs');

// The package's code (src/, jsdom) and its servers (server/, Node).
module.exports = {
  projects: [
    { displayName: 'shared', ...preset(__dirname) },
    {
      displayName: 'servers',
      ...preset(__dirname, { environment: 'node' }),
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      // @fastify/static requires content-disposition, which ships ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?content-disposition)'],
    },
  ],
};
