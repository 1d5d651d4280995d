import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { inProcessPrerenderRequests } from './in-process';
import type { PrerenderRequests } from './port';

let queue: PrerenderRequests | undefined;
forgetOnReconfigure(() => {
  queue = undefined;
});

/** The twin's in-process debounce when it installed one, else the job's queue (PRERENDER_QUEUE_URL). */
export function prerenderRequests(): PrerenderRequests {
  const local = inProcessPrerenderRequests();
  if (local) return local;
  const queueUrl = functionConfig().PRERENDER_QUEUE_URL;
  if (!queueUrl)
    throw new Error('The function asks for the public pages to be prerendered but PRERENDER_QUEUE_URL is not set');
  queue ??= {
    request: async (reason) => {
      const [{ SQSClient }, { sqsPrerenderRequests }] = await Promise.all([
        import('@aws-sdk/client-sqs'),
        import('./sqs'),
      ]);
      queue = sqsPrerenderRequests(new SQSClient(boundedClientConfig(undefined)), queueUrl);
      await queue.request(reason);
    },
  };
  return queue;
}
