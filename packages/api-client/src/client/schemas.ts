// What the client validates with, in a module of its own so that it can load with the first call
// (createApiClient's loadSchemas): the contract's schemas and the envelope every answer has.
export { endpoints } from '../contract/endpoints';
export { errorEnvelopeSchema } from '../contract/envelope';
