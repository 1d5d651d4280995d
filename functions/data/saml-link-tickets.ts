import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, EntityNotFoundError, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

/** How long a first-time school sign-on may take to sign in to the account it links to. */
export const SAML_LINK_TICKET_LIFETIME_MS = 15 * 60 * 1000;

/**
 * A single-use proof of a first-time school sign-on (the school identity of a federated user),
 * redeemed by the existing account it is to be linked to. Only the SHA-256 of the ticket is
 * stored, so a table read never yields a usable ticket; DynamoDB deletes the item after `ttl`.
 */
export const samlLinkTickets = defineEntity({
  name: 'saml-link-ticket',
  schema: z.object({
    ticketHash: z.string(),
    samlIdpId: z.string(),
    nameId: z.string(),
    email: z.nullable(z.string()),
    /** The federated user's sub and user-pool username, who asked for the ticket. */
    createdBy: z.string(),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
    /** The account that redeemed it (set once, by a conditional write). */
    redeemedBy: z.optional(z.string()),
  }),
  key: { fields: ['ticketHash'], key: ({ ticketHash }) => ({ pk: `SAMLTICKET#${ticketHash}`, sk: 'SAMLTICKET' }) },
});
export type SamlLinkTicketItem = z.output<typeof samlLinkTickets.schema>;

export function hashLinkTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

/** Stores a new ticket (its hash) for a school identity; answers the ticket itself, which is never stored. */
export async function createSamlLinkTicket(
  identity: { samlIdpId: string; nameId: string; email: string | null; createdBy: string },
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SAML_LINK_TICKET_LIFETIME_MS);
  await samlLinkTickets.put(
    {
      ...identity,
      ticketHash: hashLinkTicket(ticket),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ttl: timeToLive(expiresAt),
    },
    { condition: ITEM_ABSENT },
  );
  return { ticket, expiresAt };
}

/**
 * Redeems a ticket for an account in one conditional write: only an unexpired ticket that nobody
 * else redeemed. The same account redeeming it again (a retry after a failure half-way) goes on.
 * Null for an unknown, expired or someone else's ticket.
 */
export async function redeemSamlLinkTicket(
  ticket: string,
  redeemerId: string,
  now: Date,
): Promise<SamlLinkTicketItem | null> {
  try {
    return await samlLinkTickets.update(
      { ticketHash: hashLinkTicket(ticket) },
      { redeemedBy: redeemerId },
      {
        condition: {
          expression: 'expiresAt > :now AND (attribute_not_exists(#redeemedBy) OR #redeemedBy = :redeemer)',
          names: { '#redeemedBy': 'redeemedBy' },
          values: { ':now': now.toISOString(), ':redeemer': redeemerId },
        },
      },
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || error instanceof EntityNotFoundError) return null;
    throw error;
  }
}
