import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { isoDateTime } from '../../../shared/schemas/common';
import { openAesGcm, sealAesGcm } from '../../platform/aes-gcm';

/** A launch ticket is posted by the SPA at once; a minute covers a slow network. */
export const LAUNCH_TICKET_LIFETIME_MS = 60 * 1000;

const VERSION = 'v1';
const TICKET_ID_BYTES = 16;
/**
 * Far above the tickets sealed here (a teacher of 300 classes, their ids released, seals to about
 * 16 KB; the limit is about 1,200 classes), so a post of megabytes is refused before it is decoded.
 * Sealing holds to it too: a ticket the launch page would refuse is never handed out.
 */
const LONGEST_TICKET = 64 * 1024;
/** Bound to every ticket: a value sealed with the same key for another purpose does not open as one. */
const ASSOCIATED_DATA = Buffer.from('portal launch ticket v1', 'utf8');

/**
 * What the ticket route decided a launch with, sealed into the ticket so the launch page reads
 * nothing again: who is opened as whom, the app (its name, entity id and assertion consumer), the
 * NameID and attributes released to it, and the school the launch counts for. The id makes the ticket
 * single-use (the launch's transaction records it, functions/data/launch-tickets.ts).
 */
export const launchGrantSchema = z.object({
  ticketId: z.string(),
  /** The person the app is opened as (the child a parent acts as). */
  userId: z.string(),
  /** Who really asked (the parent acting as their child), for the audit trail. */
  actorId: z.string(),
  serviceId: z.string(),
  /** The NameID this app knows the person by (./pairwise-name-id.ts), never the portal's own id. */
  nameId: z.string(),
  relayState: z.nullable(z.string()),
  /** The app's request ID this answers (SP-initiated); null when IdP-initiated. */
  inResponseTo: z.nullable(z.string()),
  serviceName: z.string(),
  audience: z.string(),
  acsUrl: z.string(),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
  usageSchoolId: z.nullable(z.string()),
  expiresAt: isoDateTime,
});
export type LaunchGrant = z.output<typeof launchGrantSchema>;

/**
 * Seals a launch's decision into its ticket (AES-256-GCM, a fresh IV each): the browser carries
 * it to the launch page and can neither read nor change it. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealLaunchTicket(
  decision: Omit<LaunchGrant, 'ticketId' | 'expiresAt'>,
  key: Buffer,
  now: Date,
): { ticket: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + LAUNCH_TICKET_LIFETIME_MS);
  const grant: LaunchGrant = {
    ...decision,
    ticketId: randomBytes(TICKET_ID_BYTES).toString('base64url'),
    expiresAt: expiresAt.toISOString(),
  };
  const { iv, tag, ciphertext } = sealAesGcm(key, JSON.stringify(grant), ASSOCIATED_DATA);
  const parts = [iv, tag, ciphertext].map((part) => part.toString('base64url'));
  const ticket = [VERSION, ...parts].join('.');
  if (ticket.length > LONGEST_TICKET)
    throw new Error(`A launch ticket of ${ticket.length} characters is over the ${LONGEST_TICKET} the page opens`);
  return { ticket, expiresAt };
}

/**
 * The grant a ticket carries, or null when it is not one this key sealed (made up, changed,
 * another key's) or it has expired. Whether it was used already is the launch's transaction's to
 * find.
 */
export function openLaunchTicket(ticket: string, key: Buffer, now: Date): LaunchGrant | null {
  if (ticket.length > LONGEST_TICKET) return null;
  const [version, iv, tag, ciphertext, ...rest] = ticket.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext || rest.length > 0) return null;
  const plaintext = openAesGcm(
    key,
    {
      iv: Buffer.from(iv, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
      ciphertext: Buffer.from(ciphertext, 'base64url'),
    },
    ASSOCIATED_DATA,
  );
  if (plaintext === null) return null;
  // Sealed by this key, so JSON; a shape from other code of the same version (a deploy's minute) is not opened.
  const grant = launchGrantSchema.safeParse(JSON.parse(plaintext));
  return grant.success && grant.data.expiresAt > now.toISOString() ? grant.data : null;
}
