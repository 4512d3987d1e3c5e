// The stylesheets' module declaration; tsconfig `files` would limit which files tsx compiles with the config.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file cannot be imported
/// <reference path="./stylesheets.d.ts" />
// Noto Sans Khmer's @font-face rules, fetched only once Khmer is the interface language.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
