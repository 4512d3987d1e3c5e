require('@testing-library/jest-dom');
// findBy…/waitFor wait up to 3 s instead of 1: a page's first render (MUI, lazy parts) can take
// over a second on a loaded CI machine, and the wait ends as soon as the element is there.
require('@testing-library/react').configure({ asyncUtilTimeout: 3_000 });
// The API base must be absolute for Node's Request in tests (a page resolves '/api' itself).
window.__PSAR_CONFIG__ = { apiOrigin: 'http://localhost' };
