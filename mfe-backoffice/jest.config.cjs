module.exports = require('@storefront/shared/jest-preset')(__dirname);
