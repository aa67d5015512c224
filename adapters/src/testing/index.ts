/**
 * Test doubles for the adapters: a fake HTTP transport, recorded API answers and a gateway harness.
 *
 * @module
 */
export {
  aTileAnswer,
  aCartLineAnswer,
  aCartAnswer,
  anAccountAnswer,
  anOrderAnswer,
  aListingAnswer,
  aProductAnswer,
} from '../gateways/testing/api-answers.js';
export { API_BASE, GUEST, CUSTOMER, gatewayHarness, failureOf } from '../gateways/testing/gateway-harness.js';
export { FakeTransport, type FakeAnswer, type SentRequest } from '../http/testing/fake-transport.js';
