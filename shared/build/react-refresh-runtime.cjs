// Development only: `react-refresh/runtime` for every app's bundle (webpack.mjs aliases it here).
// On the shell's page each app has its own webpack runtime and so would get its own copy of the
// Fast Refresh runtime. Only the copy that hooked into React when the page started sees React's
// roots, so a remote's components registered in another copy never refreshed. The first bundle
// to run keeps its copy on the page; every later bundle (each remote's) uses that one.
'use strict';

const PAGE_RUNTIME_KEY = '__psarReactRefreshRuntime__';

module.exports = globalThis[PAGE_RUNTIME_KEY] || (globalThis[PAGE_RUNTIME_KEY] = require('react-refresh'));
