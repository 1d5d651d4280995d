import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import {
  dealerSchema,
  VOUCHER_BATCH_STATES,
  voucherBatchSchema,
  type Dealer,
  type VoucherBatchState,
} from '../../shared/schemas/vouchers';
import { db, tableName } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';

/**
 * A batch of codes; the seed of its codes never leaves the table. Its state and count of codes
 * made are written by its generation job when a run starts, fails and finishes (batches made
 * before there was a state have none: their job tells, or they are complete).
 */
export const voucherBatches = defineEntity({
  name: 'voucher-batch',
  schema: z.extend(voucherBatchSchema, {
    codeSeed: z.string(),
    state: z.optional(z.enum(VOUCHER_BATCH_STATES)),
    generated: z.optional(z.int().check(z.nonnegative())),
  }),
  key: { fields: ['id'], key: ({ id }) => ({ pk: `VOUCHERBATCH#${id}`, sk: 'BATCH' }) },
  indexes: {
    newestFirst: {
      index: 'gsi1',
      fields: ['createdAt', 'id'],
      key: ({ createdAt, id }) => ({ pk: 'VOUCHERBATCHES', sk: `${createdAt}#${id}` }),
    },
  },
});
export type StoredVoucherBatch = z.output<typeof voucherBatches.schema>;

/** One code: what a claim gives, and how often it has been claimed (a conditional counter). */
export const vouchers = defineEntity({
  name: 'voucher',
  schema: z.object({
    code: z.string(),
    batchId: z.string(),
    /** Its place in the batch: a resumed generation finds the codes it already made by it. */
    position: z.int(),
    services: z.array(z.string()),
    months: z.nullable(z.int()),
    days: z.nullable(z.int()),
    maxClaims: z.int(),
    claims: z.int(),
    expiry: z.nullable(z.string()),
    createdAt: isoDateTime,
  }),
  key: { fields: ['code'], key: ({ code }) => ({ pk: `VOUCHER#${code}`, sk: 'VOUCHER' }) },
  indexes: {
    ofBatch: {
      index: 'gsi1',
      fields: ['batchId', 'code'],
      key: ({ batchId, code }) => ({ pk: `VOUCHERBATCH#${batchId}`, sk: code }),
    },
  },
});
export type Voucher = z.output<typeof vouchers.schema>;

/** Who claimed a code (one item per code and account: a second claim by the same account fails its condition). */
const voucherClaims = defineEntity({
  name: 'voucher-claim',
  schema: z.object({
    code: z.string(),
    userId: z.string(),
    claimedBy: z.string(),
    claimedAt: isoDateTime,
    /** Set once the access is written: a claim counted but not yet granted is finished when the account tries again. */
    granted: z.boolean(),
  }),
  key: { fields: ['code', 'userId'], key: ({ code, userId }) => ({ pk: `VOUCHER#${code}`, sk: `CLAIM#${userId}` }) },
});

/** Dealers and their retailers: a small catalogue partition. */
const dealers = defineEntity({
  name: 'dealer',
  schema: dealerSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: 'DEALERS', sk: `DEALER#${id}` }) },
});

export function listDealers(): Promise<Dealer[]> {
  return dealers
    .queryAll({ partition: 'DEALERS', sortKeyPrefix: 'DEALER#' })
    .then((all) => all.sort((a, b) => a.name.localeCompare(b.name)));
}

export function putDealers(catalogue: readonly Dealer[]): Promise<void> {
  return dealers.putAll(catalogue);
}

/** Records the batch's state and how many of its codes are made (by its generation job). */
export async function setVoucherBatchState(id: string, state: VoucherBatchState, generated: number): Promise<void> {
  await voucherBatches.update({ id }, { state, generated });
}

export function getVoucherBatch(id: string): Promise<StoredVoucherBatch | null> {
  return voucherBatches.get({ id }, { consistent: true });
}

export function listVoucherBatches(): Promise<StoredVoucherBatch[]> {
  return voucherBatches.queryAll({ index: 'newestFirst', partition: 'VOUCHERBATCHES' }).then((all) => all.reverse());
}

export function listBatchVouchers(batchId: string): Promise<Voucher[]> {
  return vouchers.queryAll({ index: 'ofBatch', partition: `VOUCHERBATCH#${batchId}` });
}

export function getVoucher(code: string): Promise<Voucher | null> {
  return vouchers.get({ code }, { consistent: true });
}

/** Writes codes that must all be new, in one transaction (up to 100); false when one of them is taken. */
export async function putNewVouchers(batch: readonly Voucher[]): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: batch.map((voucher) => ({ Put: vouchers.putRequest(voucher, ITEM_ABSENT) })),
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** Writes one code if its place is free; answers whether it is now there (made now or before). */
export async function putVoucherIfNew(voucher: Voucher): Promise<'made' | 'taken'> {
  try {
    await vouchers.put(voucher, { condition: ITEM_ABSENT });
    return 'made';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    return 'taken';
  }
}

export type ClaimOutcome = 'claimed' | 'used-up' | 'already-claimed' | 'conflict';

/**
 * Counts one claim of a code by one account, in one transaction: the counter goes up only while
 * it is below maxClaims, and only if this account has not claimed it before. Concurrent claims
 * cannot both take the last place; a transaction that collided with another is 'conflict' (try again).
 */
export async function recordVoucherClaim(
  code: string,
  userId: string,
  claimedBy: string,
  now: Date,
): Promise<ClaimOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: vouchers.keyOf({ code }),
              UpdateExpression: 'SET #claims = #claims + :one',
              ConditionExpression: 'attribute_exists(#pk) AND #claims < #maxClaims',
              ExpressionAttributeNames: { '#claims': 'claims', '#maxClaims': 'maxClaims', '#pk': 'pk' },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          {
            Put: voucherClaims.putRequest(
              { code, userId, claimedBy, claimedAt: now.toISOString(), granted: false },
              ITEM_ABSENT,
            ),
          },
        ],
      }),
    );
    return 'claimed';
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    const reasons = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
      (reason) => reason.Code,
    );
    if (reasons[1] === 'ConditionalCheckFailed') return 'already-claimed';
    if (reasons[0] === 'ConditionalCheckFailed') return 'used-up';
    return 'conflict';
  }
}

/** The key of an account's claim of a code (an erased account's claims go; the code's count stays). */
export function voucherClaimKey(code: string, userId: string) {
  return voucherClaims.keyOf({ code, userId });
}

export async function voucherClaimGranted(code: string, userId: string): Promise<boolean> {
  return (await voucherClaims.get({ code, userId }, { consistent: true }))?.granted ?? false;
}

export async function markVoucherClaimGranted(code: string, userId: string): Promise<void> {
  await voucherClaims.update({ code, userId }, { granted: true });
}
