import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { INDEX_NAMES, TABLE_DESIGN, type IndexName } from './table-design';

/**
 * The twin's switch for DynamoDB's eventually consistent global secondary indexes (docs/internals.md
 * 'What the twin stands in for'). DynamoDB Local updates an index with the write; DynamoDB copies a
 * write to its indexes a moment later (usually well under a second, longer when an index is
 * throttled), and a Query on an index cannot ask for a consistent read. `DYNAMODB_INDEX_LAG_MS=500`
 * makes the data layer's client leave out of a Query on an index every item this process put, or
 * moved within that index, less than that many milliseconds ago, so code that reads its own write
 * through an index meets the lag here first. Base-table reads (GetItem, a Query without IndexName,
 * consistent or not) see every write at once, as DynamoDB's do for the flows that need them.
 *
 * What it plays, and what not: an item put (PutItem, a batch's or a transaction's Put) is missing
 * from every index; an update that sets or removes an index's key attributes is missing from that
 * index (in DynamoDB it would still be found where it was: the old place is not replayed); an
 * update of other attributes and a deletion show at once. Only this process's writes are known:
 * the twin's functions share one process, a test turns it on for its own (as DYNAMODB_FAULTS).
 * Honoured only for a client with a local endpoint (client.ts): never in AWS. Off by default.
 */

/** The lag the environment asks for, in ms, or null when off (unset, empty or 0). */
export function parseIndexLag(text: string | undefined): number | null {
  if (!text) return null;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error(`DYNAMODB_INDEX_LAG_MS is not valid: ${text} (a whole number of milliseconds, 0 to 60000)`);
  return ms > 0 ? ms : null;
}

/** The lag configured now (read at each client's creation). */
export function configuredIndexLag(): number | null {
  return parseIndexLag(process.env['DYNAMODB_INDEX_LAG_MS']);
}

type Indexes = ReadonlySet<IndexName>;
const EVERY_INDEX: Indexes = new Set(INDEX_NAMES);

/** The items written lately, oldest first: when, and the indexes they are not yet in. */
const recent = new Map<string, { at: number; indexes: Indexes }>();
let hidden = 0;

/** How many items this process's Queries on an index have left out so far. */
export function itemsHiddenByIndexLag(): number {
  return hidden;
}

/** An attribute value as the document client gives it, or as the low-level client does ({ S: … }). */
function plain(value: unknown): unknown {
  if (value && typeof value === 'object' && 'S' in value) return (value as { S: unknown }).S;
  return value;
}

function itemKey(item: Record<string, unknown> | undefined): string | null {
  if (!item) return null;
  const pk = plain(item[TABLE_DESIGN.partitionKey]);
  const sk = plain(item[TABLE_DESIGN.sortKey]);
  return typeof pk === 'string' && typeof sk === 'string' ? `${pk}\u0000${sk}` : null;
}

function remember(key: string | null, indexes: Indexes, now: number): void {
  if (!key || indexes.size === 0) return;
  recent.delete(key);
  recent.set(key, { at: now, indexes });
}

interface UpdateInput {
  Key?: Record<string, unknown>;
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

/** The indexes whose key attributes an update sets or removes. */
function indexesMovedBy(update: UpdateInput): Indexes {
  const words = new Set([
    ...(update.UpdateExpression ?? '').split(/[^A-Za-z0-9_]+/),
    ...Object.values(update.ExpressionAttributeNames ?? {}),
  ]);
  return new Set(
    INDEX_NAMES.filter((index) => {
      const { partitionKey, sortKey } = TABLE_DESIGN.indexes[index];
      return words.has(partitionKey) || words.has(sortKey);
    }),
  );
}

type WriteRequest = { PutRequest?: { Item?: Record<string, unknown> } };
type TransactItem = { Put?: { Item?: Record<string, unknown> }; Update?: UpdateInput };

/** Notes what a command writes (after DynamoDB has taken it). */
function rememberWrites(command: string, input: Record<string, unknown>, now: number): void {
  if (command === 'PutItemCommand' || command === 'PutCommand')
    remember(itemKey(input['Item'] as Record<string, unknown>), EVERY_INDEX, now);
  else if (command === 'UpdateItemCommand' || command === 'UpdateCommand')
    remember(itemKey((input as UpdateInput).Key), indexesMovedBy(input as UpdateInput), now);
  else if (command === 'BatchWriteItemCommand' || command === 'BatchWriteCommand') {
    for (const requests of Object.values((input['RequestItems'] ?? {}) as Record<string, WriteRequest[]>))
      for (const request of requests) remember(itemKey(request.PutRequest?.Item), EVERY_INDEX, now);
  } else if (command === 'TransactWriteItemsCommand' || command === 'TransactWriteCommand') {
    for (const entry of (input['TransactItems'] ?? []) as TransactItem[]) {
      if (entry.Put) remember(itemKey(entry.Put.Item), EVERY_INDEX, now);
      if (entry.Update) remember(itemKey(entry.Update.Key), indexesMovedBy(entry.Update), now);
    }
  }
}

/** Whether the index has the item yet; forgets writes older than the lag on the way. */
function lagging(index: IndexName, item: Record<string, unknown>, now: number, lagMs: number): boolean {
  for (const [key, write] of recent) {
    if (write.at > now - lagMs) break;
    recent.delete(key);
  }
  const key = itemKey(item);
  const write = key ? recent.get(key) : undefined;
  return write !== undefined && write.indexes.has(index);
}

interface QueryInput {
  IndexName?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

const KEY_NAMES = { '#lagPk': TABLE_DESIGN.partitionKey, '#lagSk': TABLE_DESIGN.sortKey };

/** A projection that also reads the table's keys, by which a written item is known. */
function withTableKeys(input: QueryInput): { input: QueryInput; added: boolean } {
  if (!input.ProjectionExpression) return { input, added: false };
  const named = new Set(Object.values(input.ExpressionAttributeNames ?? {}));
  const words = new Set(input.ProjectionExpression.split(/[^A-Za-z0-9_]+/));
  if ([TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey].every((name) => named.has(name) || words.has(name)))
    return { input, added: false };
  return {
    input: {
      ...input,
      ProjectionExpression: `${input.ProjectionExpression}, #lagPk, #lagSk`,
      ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...KEY_NAMES },
    },
    added: true,
  };
}

/** Adds the lag to the client's middleware; `now` tells the time (tests pass their own). */
export function delayIndexes(client: DynamoDBClient, lagMs: number, now: () => number = Date.now): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const input = args.input as Record<string, unknown>;
      const index = (input as QueryInput).IndexName as IndexName | undefined;
      if (!(command === 'QueryCommand' && index)) {
        const result = await next(args);
        rememberWrites(command, input, now());
        return result;
      }
      const { input: sent, added } = withTableKeys(input as QueryInput);
      const result = await next({ ...args, input: sent as typeof args.input });
      const output = result.output as { Items?: Record<string, unknown>[]; Count?: number };
      if (!output.Items) return result;
      const at = now();
      const seen = output.Items.filter((item) => !lagging(index, item, at, lagMs));
      hidden += output.Items.length - seen.length;
      const tableKeys = new Set<string>([TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey]);
      const items = added
        ? seen.map((item) => Object.fromEntries(Object.entries(item).filter(([name]) => !tableKeys.has(name))))
        : seen;
      return { ...result, output: { ...output, Items: items, Count: items.length } as typeof result.output };
    },
    { step: 'initialize', name: 'portalIndexLag' },
  );
}
