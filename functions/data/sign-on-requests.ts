import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { db } from './client';
import { defineEntity, EntityNotFoundError, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

/** How long an app's sign-in request waits for the person to sign in to the portal. */
export const SIGN_ON_REQUEST_LIFETIME_MS = 15 * 60 * 1000;

/**
 * An app's AuthnRequest the portal checked and holds while the person signs in: what the answer
 * must name (the app, the request's ID as InResponseTo, the RelayState). Its reference travels in
 * the Login page's SAMLRequest parameter; the request itself never does again.
 */
export const signOnRequests = defineEntity({
  name: 'sign-on-request',
  schema: z.object({
    reference: z.string(),
    serviceId: z.string(),
    requestId: z.string(),
    relayState: z.nullable(z.string()),
    receivedAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
    /** Set once, when a launch ticket answers it: a request is answered once. */
    answeredBy: z.optional(z.string()),
  }),
  key: { fields: ['reference'], key: ({ reference }) => ({ pk: `SIGNONREQ#${reference}`, sk: 'SIGNONREQ' }) },
});
export type SignOnRequestItem = z.output<typeof signOnRequests.schema>;

/** The first sight of a request ID from an app: a second arrival of the same request is a replay. */
const requestIdClaims = defineEntity({
  name: 'sign-on-request-id',
  schema: z.object({ serviceId: z.string(), requestId: z.string(), reference: z.string(), ttl: z.int() }),
  key: {
    fields: ['serviceId', 'requestId'],
    key: ({ serviceId, requestId }) => ({ pk: `SAMLREQID#${serviceId}#${requestId}`, sk: 'SAMLREQID' }),
  },
});

/**
 * Holds a checked request and claims its ID in one transaction. False when the ID was seen before
 * (a replay): nothing is written then.
 */
export async function holdSignOnRequest(
  request: { serviceId: string; requestId: string; relayState: string | null },
  now: Date,
): Promise<{ reference: string } | null> {
  const reference = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGN_ON_REQUEST_LIFETIME_MS);
  // The ID stays claimed well past the request's own freshness window, so it can never come back.
  const claimExpiry = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: signOnRequests.putRequest(
              {
                ...request,
                reference,
                receivedAt: now.toISOString(),
                expiresAt: expiresAt.toISOString(),
                ttl: timeToLive(expiresAt),
              },
              ITEM_ABSENT,
            ),
          },
          {
            Put: requestIdClaims.putRequest(
              { serviceId: request.serviceId, requestId: request.requestId, reference, ttl: timeToLive(claimExpiry) },
              ITEM_ABSENT,
            ),
          },
        ],
      }),
    );
    return { reference };
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')
    )
      return null;
    throw error;
  }
}

/** A held request that has not expired and that nobody else answered; null otherwise. */
export async function findOpenSignOnRequest(
  reference: string,
  userId: string,
  now: Date,
): Promise<SignOnRequestItem | null> {
  const held = await signOnRequests.get({ reference }, { consistent: true });
  if (!held || held.expiresAt <= now.toISOString()) return null;
  if (held.answeredBy !== undefined && held.answeredBy !== userId) return null;
  return held;
}

/**
 * Marks the request answered for this person in one conditional write (unexpired, not answered
 * for another); the same person again (a retry) goes on. Null when it cannot be answered.
 */
export async function answerSignOnRequest(
  reference: string,
  userId: string,
  now: Date,
): Promise<SignOnRequestItem | null> {
  try {
    return await signOnRequests.update(
      { reference },
      { answeredBy: userId },
      {
        condition: {
          expression: 'expiresAt > :now AND (attribute_not_exists(#answeredBy) OR #answeredBy = :user)',
          names: { '#answeredBy': 'answeredBy' },
          values: { ':now': now.toISOString(), ':user': userId },
        },
      },
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || error instanceof EntityNotFoundError) return null;
    throw error;
  }
}
