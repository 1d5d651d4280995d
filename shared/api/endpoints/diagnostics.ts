import { debugMessageRequestSchema, debugMessageResponseSchema } from '../../schemas/diagnostics';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** visitor-and-account §7: the client error report. */
export const diagnosticsEndpoints = defineEndpoints('diagnostics', {
  reportClientError: defineEndpoint({
    method: 'POST',
    path: '/api/debug-messages',
    summary:
      'Stores a client error report (message, recent log lines, stack, page path, user agent) for support for 30 days, scrubbed of query strings, email addresses and tokens. Public and anonymous; rate-limited per address.',
    body: debugMessageRequestSchema,
    response: debugMessageResponseSchema,
    successStatus: 201,
  }),
});
