import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { PrerenderRequests } from './port';

/** The prerender job's queue, which its function reads in batches gathered over a minute (lib-infra/api/scheduled-jobs.ts). */
export function sqsPrerenderRequests(client: SQSClient, queueUrl: string): PrerenderRequests {
  return {
    async request(reason) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ reason }) }));
    },
  };
}
