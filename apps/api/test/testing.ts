/**
 * The API's test server, for tests outside the API that need a real one (the demo
 * content's): a fresh database of each kind, a signed-in admin, and row counts.
 */
export { type TestServer, databases, startTestServer } from './harness.ts';
export { count } from './helpers.ts';
