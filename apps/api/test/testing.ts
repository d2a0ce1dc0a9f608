/**
 * The API's test server, for tests outside the API that need a real one (the demo
 * content's): a fresh database of each kind, a signed-in admin, row counts, and a mail
 * server that keeps what it receives.
 */
export { type TestServer, databases, startTestServer, useTestServer } from './harness.ts';
export { count } from './helpers.ts';
export { type TestSmtp, startSmtp } from './smtp.ts';
export {
  type InstanceServer,
  type TwoInstances,
  startTwoInstances,
  useTwoInstances,
} from './two-instances.ts';
