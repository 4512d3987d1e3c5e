// First module of a remote's server build: its assets and locales are on the remote's origin,
// which only the shell's server loading it knows (it sets this global just before).
// eslint-disable-next-line no-undef -- webpack's free variable
__webpack_public_path__ = globalThis.__PSAR_SERVER_PUBLIC_PATH__ || '/';
