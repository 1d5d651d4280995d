import { ProvisionedThroughputExceededException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';

/**
 * The twin's switch for DynamoDB's bad days (docs/internals.md 'What the twin stands in for'):
 * DynamoDB Local never throttles and never leaves a batch unprocessed, so code that would only
 * meet those in AWS meets them here first. `DYNAMODB_FAULTS=unprocessed=0.3,throttle=0.1` makes
 * the data layer's client
 * - leave about that share of each BatchWriteItem's requests and BatchGetItem's keys unprocessed
 *   (answered in UnprocessedItems / UnprocessedKeys, not written or read), as DynamoDB does when a
 *   partition is busy;
 * - answer about that share of calls (each try, before it is sent) with
 *   ProvisionedThroughputExceededException or ThrottlingException, as DynamoDB does to a table
 *   over its capacity: the SDK's own retry sees them as it sees DynamoDB's, and what it gives up
 *   on reaches the caller.
 * Honoured only for a client with a local endpoint (client.ts): never in AWS.
 */
export interface DynamoDbFaults {
  /** Share (0–1) of a batch's requests or keys left unprocessed. */
  unprocessed: number;
  /** Share (0–1) of tries answered as throttled. */
  throttle: number;
}

const share = z
  .pipe(
    z.string(),
    z.transform((text) => Number(text)),
  )
  .check(z.refine((value) => value >= 0 && value <= 1, 'a share from 0 to 1'));

const faultsSchema = z.object({ unprocessed: z._default(share, 0), throttle: z._default(share, 0) });

/** The faults `DYNAMODB_FAULTS` asks for (`name=share` pairs, comma-separated), or null when none. */
export function parseDynamoDbFaults(text: string | undefined): DynamoDbFaults | null {
  if (!text) return null;
  const pairs = Object.fromEntries(
    text
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => part.trim())),
  ) as Record<string, string>;
  const unknown = Object.keys(pairs).filter((name) => name !== 'unprocessed' && name !== 'throttle');
  if (unknown.length > 0)
    throw new Error(`DYNAMODB_FAULTS names ${unknown.join(', ')}: only unprocessed and throttle are known`);
  const parsed = faultsSchema.safeParse(pairs);
  if (!parsed.success) throw new Error(`DYNAMODB_FAULTS is not valid: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data.unprocessed > 0 || parsed.data.throttle > 0 ? parsed.data : null;
}

/** The faults the environment asks for (read at each client's creation). */
export function configuredDynamoDbFaults(): DynamoDbFaults | null {
  return parseDynamoDbFaults(process.env.DYNAMODB_FAULTS);
}

const injected = { unprocessed: 0, throttled: 0 };

/** How many faults this process's clients have injected so far (requests or keys held back, tries throttled). */
export function injectedDynamoDbFaults(): Readonly<typeof injected> {
  return { ...injected };
}

type BatchRequests = Record<string, unknown[] | { Keys?: unknown[] } | undefined>;

/** Splits each table's entries into those sent and those held back as unprocessed. */
function holdBack<T>(entries: readonly T[], shareHeld: number, random: () => number): { sent: T[]; held: T[] } {
  const sent: T[] = [];
  const held: T[] = [];
  for (const entry of entries) (random() < shareHeld ? held : sent).push(entry);
  injected.unprocessed += held.length;
  return { sent, held };
}

/** Adds the faults to the client's middleware; `random` decides each one (tests pass their own). */
export function injectDynamoDbFaults(
  client: DynamoDBClient,
  faults: DynamoDbFaults,
  random: () => number = Math.random,
): void {
  if (faults.unprocessed > 0)
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { RequestItems?: BatchRequests };
        const requests = input.RequestItems;
        if (!requests) return next(args);
        const sentItems: BatchRequests = {};
        const heldItems: BatchRequests = {};
        for (const [table, value] of Object.entries(requests)) {
          if (Array.isArray(value)) {
            const { sent, held } = holdBack(value, faults.unprocessed, random);
            if (sent.length > 0) sentItems[table] = sent;
            if (held.length > 0) heldItems[table] = held;
          } else if (value?.Keys) {
            const { sent, held } = holdBack(value.Keys, faults.unprocessed, random);
            if (sent.length > 0) sentItems[table] = { ...value, Keys: sent };
            if (held.length > 0) heldItems[table] = { ...value, Keys: held };
          }
        }
        const isWrite = Object.values(requests).some(Array.isArray);
        const unprocessedName = isWrite ? 'UnprocessedItems' : 'UnprocessedKeys';
        if (Object.keys(heldItems).length === 0) return next(args);
        if (Object.keys(sentItems).length === 0)
          return {
            output: { $metadata: {}, ...(isWrite ? {} : { Responses: {} }), [unprocessedName]: heldItems },
            response: {},
          } as unknown as Awaited<ReturnType<typeof next>>;
        const result = await next({ ...args, input: { ...input, RequestItems: sentItems } as typeof args.input });
        const output = result.output as unknown as Record<string, unknown>;
        const answered = (output[unprocessedName] ?? {}) as BatchRequests;
        const merged: BatchRequests = { ...answered };
        for (const [table, value] of Object.entries(heldItems)) {
          const before = merged[table];
          if (Array.isArray(value)) merged[table] = [...(Array.isArray(before) ? before : []), ...value];
          else if (value && !Array.isArray(value)) {
            const keysBefore = before && !Array.isArray(before) ? (before.Keys ?? []) : [];
            merged[table] = { ...value, Keys: [...keysBefore, ...(value.Keys ?? [])] };
          }
        }
        return { ...result, output: { ...output, [unprocessedName]: merged } as unknown as typeof result.output };
      },
      { step: 'initialize', name: 'portalFaultUnprocessed' },
    );
  if (faults.throttle > 0)
    // Inside the SDK's retry (finalizeRequest, after its retry middleware): every try may be throttled.
    client.middlewareStack.add(
      (next) => async (args) => {
        const roll = random();
        if (roll >= faults.throttle) return next(args);
        injected.throttled += 1;
        const metadata = { httpStatusCode: 400, attempts: 1, totalRetryDelay: 0 };
        if (roll < faults.throttle / 2)
          throw new ProvisionedThroughputExceededException({
            message: 'The level of configured provisioned throughput for the table was exceeded. (DYNAMODB_FAULTS)',
            $metadata: metadata,
          });
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput. (DYNAMODB_FAULTS)'), {
          name: 'ThrottlingException',
          $fault: 'client',
          $metadata: metadata,
        });
      },
      { step: 'finalizeRequest', priority: 'low', name: 'portalFaultThrottle' },
    );
}
