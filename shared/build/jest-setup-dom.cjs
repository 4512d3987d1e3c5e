require('@testing-library/jest-dom');
// The API base must be absolute for Node's Request in tests (a page resolves '/api' itself).
window.__PSAR_CONFIG__ = { apiOrigin: 'http://localhost' };
