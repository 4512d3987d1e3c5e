// jsdom with Node's own fetch stack: RTK Query builds `Request`s with an AbortSignal, and jsdom's
// AbortSignal is not one undici accepts, so both come from Node together. FormData and Blob stay
// jsdom's: forms build them from DOM elements.
const { TestEnvironment } = require('jest-environment-jsdom');

class DomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = DomWithFetchEnvironment;
