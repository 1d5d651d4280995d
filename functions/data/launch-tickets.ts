import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

/** Two functions' clocks may differ by seconds: the mark outlives its ticket by more than that. */
const KEPT_AFTER_EXPIRY_MS = 10 * 60 * 1000;

/**
 * That a launch ticket was used: the ticket itself travels sealed in the browser
 * (functions/domain/app-launch/launch-ticket-seal.ts), so the store keeps only its id, written
 * once by the launch's transaction and kept a little past the ticket's expiry (after which no
 * launch page opens it).
 */
export const launchTicketUses = defineEntity({
  name: 'launch-ticket-use',
  schema: z.object({
    ticketId: z.string(),
    usedAt: isoDateTime,
    ttl: z.int(),
  }),
  key: { fields: ['ticketId'], key: ({ ticketId }) => ({ pk: `LAUNCHTICKET#${ticketId}`, sk: 'LAUNCHTICKET' }) },
});

/**
 * The write that makes a ticket used, for the transaction that records its launch: conditional on
 * no use of it before, so of two posts of one ticket one alone goes through.
 */
export function redeemTicketRequest(ticket: { ticketId: string; expiresAt: string }, now: Date) {
  return {
    Put: launchTicketUses.putRequest(
      {
        ticketId: ticket.ticketId,
        usedAt: now.toISOString(),
        ttl: timeToLive(new Date(Date.parse(ticket.expiresAt) + KEPT_AFTER_EXPIRY_MS)),
      },
      ITEM_ABSENT,
    ),
  };
}
