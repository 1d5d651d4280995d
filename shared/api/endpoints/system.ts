import * as z from 'zod/mini';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const systemEndpoints = defineEndpoints('system', {
  getTime: defineEndpoint({
    method: 'GET',
    path: '/api/time',
    summary: 'Server time, so clients can correct a wrong local clock.',
    response: z.object({ time: z.iso.datetime() }),
  }),
});
