import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, EntityNotFoundError, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

/** A launch ticket is posted by the SPA at once; a minute covers a slow network. */
export const LAUNCH_TICKET_LIFETIME_MS = 60 * 1000;

/**
 * Who may open which app, proven to the sign-on page the browser posts to: made by the SPA's
 * authenticated call, redeemed once. Only the SHA-256 of the ticket is stored.
 */
export const launchTickets = defineEntity({
  name: 'launch-ticket',
  schema: z.object({
    ticketHash: z.string(),
    /** The person the app is opened as (the child a parent acts as). */
    userId: z.string(),
    /** Who really asked (the parent acting as their child), for the audit trail. */
    actorId: z.string(),
    serviceId: z.string(),
    relayState: z.nullable(z.string()),
    /** The app's request ID this answers (SP-initiated); null when IdP-initiated. */
    inResponseTo: z.nullable(z.string()),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
    redeemedAt: z.optional(isoDateTime),
  }),
  key: { fields: ['ticketHash'], key: ({ ticketHash }) => ({ pk: `LAUNCHTICKET#${ticketHash}`, sk: 'LAUNCHTICKET' }) },
});
export type LaunchTicketItem = z.output<typeof launchTickets.schema>;

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

export async function createLaunchTicket(
  grant: Pick<LaunchTicketItem, 'userId' | 'actorId' | 'serviceId' | 'relayState' | 'inResponseTo'>,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LAUNCH_TICKET_LIFETIME_MS);
  await launchTickets.put(
    { ...grant, ticketHash: hashTicket(ticket), createdAt: now.toISOString(), expiresAt: expiresAt.toISOString(), ttl: timeToLive(expiresAt) },
    { condition: ITEM_ABSENT },
  );
  return { ticket, expiresAt };
}

/** Redeems a ticket once, in one conditional write; null for an unknown, expired or used one. */
export async function redeemLaunchTicket(ticket: string, now: Date): Promise<LaunchTicketItem | null> {
  try {
    return await launchTickets.update(
      { ticketHash: hashTicket(ticket) },
      { redeemedAt: now.toISOString() },
      { condition: { expression: 'expiresAt > :now AND attribute_not_exists(#redeemedAt)', names: { '#redeemedAt': 'redeemedAt' }, values: { ':now': now.toISOString() } } },
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || error instanceof EntityNotFoundError) return null;
    throw error;
  }
}
