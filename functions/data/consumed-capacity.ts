import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';

/**
 * What the table's requests consumed, when the data layer is asked to report it
 * (DYNAMODB_REPORT_CAPACITY=true: the capacity bench turns it on; in AWS it stays off, as
 * ReturnConsumedCapacity adds bytes to every answer). Every command then asks for
 * ReturnConsumedCapacity TOTAL, and the totals add up here until taken.
 */
export interface CapacityTotals {
  readUnits: number;
  writeUnits: number;
  requests: number;
}

let totals: CapacityTotals = { readUnits: 0, writeUnits: 0, requests: 0 };

export function capacityReportingOn(): boolean {
  return process.env.DYNAMODB_REPORT_CAPACITY === 'true';
}

/** The commands whose units are write units (a transaction's condition checks are billed as writes too). */
const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/**
 * Adds what one answer says it consumed (a single ConsumedCapacity or a list of them). Answers
 * give CapacityUnits, and ReadCapacityUnits / WriteCapacityUnits only sometimes (DynamoDB Local
 * never): then the command says which they are.
 */
export function recordConsumedCapacity(
  commandName: string,
  consumed: ConsumedCapacity | ConsumedCapacity[] | undefined,
): void {
  totals.requests += 1;
  const write = WRITE_COMMANDS.has(commandName);
  for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    const readUnits = entry.ReadCapacityUnits ?? 0;
    const writeUnits = entry.WriteCapacityUnits ?? 0;
    if (readUnits === 0 && writeUnits === 0) {
      if (write) totals.writeUnits += entry.CapacityUnits ?? 0;
      else totals.readUnits += entry.CapacityUnits ?? 0;
    }
    totals.readUnits += readUnits;
    totals.writeUnits += writeUnits;
  }
}

/** The totals since the last call, which start again from zero. */
export function takeConsumedCapacity(): CapacityTotals {
  const taken = totals;
  totals = { readUnits: 0, writeUnits: 0, requests: 0 };
  return taken;
}
