import * as z from 'zod';
import { defineEndpoints } from '../endpoint';

export const systemEndpoints = defineEndpoints('system', {
  getTime: {
    method: 'GET',
    path: '/api/time',
    summary: 'Server time, so clients can correct a wrong local clock.',
    response: z.object({ time: z.iso.datetime() }),
  },
});
