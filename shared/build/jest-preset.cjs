// Jest preset for every package: TypeScript and JSX through SWC, jsdom for components.
const path = require('node:path');

/** @param {string} rootDir @param {{ environment?: 'jsdom' | 'node' }} [options] */
module.exports = function jestConfig(rootDir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-environment-dom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|svg|png|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
      // Bundles use redux-persist's ES build; Jest runs CommonJS.
      '^redux-persist/es/(.*)$': 'redux-persist/lib/$1',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    clearMocks: true,
  };
};
