import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, putIfAbsent } from './entity';
import { timeToLive } from './table-design';

/**
 * A tool's client assertion's `jti`, kept until the assertion expires (RFC 7523 §3 item 7: the
 * server may refuse a JWT whose jti it has seen; 1EdTech Security Framework §4.1.1 says it must):
 * a second token request with the same assertion finds it and is refused.
 */
const assertionUses = defineEntity({
  name: 'lti-assertion-use',
  schema: z.object({ clientId: z.string(), jti: z.string(), usedAt: isoDateTime, ttl: z.int() }),
  key: {
    fields: ['clientId', 'jti'],
    key: ({ clientId, jti }) => ({ pk: `LTIJTI#${clientId}#${jti}`, sk: 'LTIJTI' }),
  },
});

/**
 * Records the assertion's jti as used until `keepUntil`; false when it was used before (one
 * conditional put, so two requests racing with one assertion get one token between them).
 */
export function useAssertionJti(clientId: string, jti: string, now: Date, keepUntil: Date): Promise<boolean> {
  return putIfAbsent(assertionUses, { clientId, jti, usedAt: now.toISOString(), ttl: timeToLive(keepUntil) });
}

/**
 * An access token a tool got for the Names and Role service, by the SHA-256 of the token (the token
 * itself is never stored): whose it is, for what, until when. DynamoDB's TTL deletes it after, and
 * every read checks `expiresAt` itself, as TTL deletes late.
 */
const serviceTokens = defineEntity({
  name: 'lti-service-token',
  schema: z.object({
    tokenHash: z.string(),
    clientId: z.string(),
    serviceId: z.string(),
    scopes: z.array(z.string()),
    issuedAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
  }),
  key: { fields: ['tokenHash'], key: ({ tokenHash }) => ({ pk: `LTITOKEN#${tokenHash}`, sk: 'LTITOKEN' }) },
});
export type LtiServiceToken = z.output<typeof serviceTokens.schema>;

export function putLtiServiceToken(token: Omit<LtiServiceToken, 'ttl'>): Promise<void> {
  return serviceTokens.put({ ...token, ttl: timeToLive(new Date(token.expiresAt)) });
}

/** The token by its hash, read consistently (a tool uses its token the moment it gets it). */
export function getLtiServiceToken(tokenHash: string): Promise<LtiServiceToken | null> {
  return serviceTokens.get({ tokenHash }, { consistent: true });
}
