import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { tableName } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';
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
    /**
     * What the launch was decided with, a minute before the page: the app (its name, entity id and
     * assertion consumer), the attributes released to it, and the school the launch counts for.
     * The page signs these as they are, so it reads nothing but the ticket and the person's status.
     */
    serviceName: z.string(),
    audience: z.string(),
    acsUrl: z.string(),
    attributes: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
    usageSchoolId: z.nullable(z.string()),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
    redeemedAt: z.optional(isoDateTime),
  }),
  key: { fields: ['ticketHash'], key: ({ ticketHash }) => ({ pk: `LAUNCHTICKET#${ticketHash}`, sk: 'LAUNCHTICKET' }) },
});
export type LaunchTicketItem = z.output<typeof launchTickets.schema>;

function hashTicket(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * A ticket as the SPA holds it: `<userId>.<secret>`. The user id lets the page read the person's
 * status beside the ticket; only the secret's hash is stored, and the stored ticket must name the
 * same user.
 */
function parseTicket(ticket: string): { userId: string; secret: string } | null {
  const dot = ticket.lastIndexOf('.');
  if (dot <= 0 || dot === ticket.length - 1) return null;
  return { userId: ticket.slice(0, dot), secret: ticket.slice(dot + 1) };
}

export function ticketUserId(ticket: string): string | null {
  return parseTicket(ticket)?.userId ?? null;
}

export async function createLaunchTicket(
  grant: Omit<LaunchTicketItem, 'ticketHash' | 'createdAt' | 'expiresAt' | 'ttl' | 'redeemedAt'>,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LAUNCH_TICKET_LIFETIME_MS);
  await launchTickets.put(
    {
      ...grant,
      ticketHash: hashTicket(secret),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ttl: timeToLive(expiresAt),
    },
    { condition: ITEM_ABSENT },
  );
  return { ticket: `${grant.userId}.${secret}`, expiresAt };
}

/** An unexpired, unredeemed ticket of the user it names (read consistently); null otherwise. */
export async function findUsableTicket(ticket: string, now: Date): Promise<LaunchTicketItem | null> {
  const parsed = parseTicket(ticket);
  if (!parsed) return null;
  const item = await launchTickets.get({ ticketHash: hashTicket(parsed.secret) }, { consistent: true });
  if (!item || item.userId !== parsed.userId || item.redeemedAt !== undefined || item.expiresAt <= now.toISOString())
    return null;
  return item;
}

/**
 * The write that makes the ticket used, conditioned on it being unexpired and unredeemed, for a
 * transaction with what the launch records: of two posts of one ticket, one alone goes through.
 */
export function redeemTicketRequest(item: LaunchTicketItem, now: Date) {
  return {
    TableName: tableName(),
    Key: launchTickets.keyOf(item),
    // The attributes were signed into the response: a used ticket keeps none of the person's data.
    UpdateExpression: 'SET #redeemedAt = :now, #attributes = :none',
    ConditionExpression: 'expiresAt > :now AND attribute_not_exists(#redeemedAt)',
    ExpressionAttributeNames: { '#redeemedAt': 'redeemedAt', '#attributes': 'attributes' },
    ExpressionAttributeValues: { ':now': now.toISOString(), ':none': {} },
  };
}
