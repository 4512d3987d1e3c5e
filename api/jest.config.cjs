const config = require('@storefront/shared/jest-preset')(__dirname, { environment: 'node' });
// PGlite opens in a few seconds; integration suites share one database per file.
module.exports = { ...config, testTimeout: 60_000 };
