import * as z from 'zod/mini';
import { ltiToolSchema, type LtiTool } from '../../shared/schemas/lti';
import { putClaimedRegistration } from './claimed-registration';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';
import { isoDateTime } from '../../shared/schemas/common';

/**
 * An app's LTI 1.3 tool registration (shared/schemas/lti.ts), beside its service in the catalogue
 * partition in an item of its own, as its SAML registration is (./service-sign-ons.ts): the
 * library's reads never carry it.
 */
const ltiTools = defineEntity({
  name: 'lti-tool',
  schema: z.extend(ltiToolSchema, { serviceId: z.string() }),
  key: { fields: ['serviceId'], key: ({ serviceId }) => ({ pk: 'SERVICES', sk: `LTITOOL#${serviceId}` }) },
});

/** One client_id, one tool: the authorization endpoint finds the tool by the client_id of its request. */
const clientIdClaims = defineEntity({
  name: 'lti-client-id',
  schema: z.object({ clientId: z.string(), serviceId: z.string() }),
  key: { fields: ['clientId'], key: ({ clientId }) => ({ pk: `LTICLIENT#${clientId}`, sk: 'LTICLIENT' }) },
});

export class ClientIdTakenError extends Error {
  constructor(clientId: string) {
    super(`Another tool is registered with the client_id ${clientId}`);
  }
}

export async function getLtiTool(serviceId: string): Promise<LtiTool | null> {
  const item = await ltiTools.get({ serviceId });
  if (!item) return null;
  const { serviceId: _serviceId, ...tool } = item;
  return tool;
}

/** The tool registered with this client_id, with its app; null for an unknown one. */
export async function findLtiToolByClientId(clientId: string): Promise<{ serviceId: string; tool: LtiTool } | null> {
  const claim = await clientIdClaims.get({ clientId });
  if (!claim) return null;
  const tool = await getLtiTool(claim.serviceId);
  return tool && tool.clientId === clientId ? { serviceId: claim.serviceId, tool } : null;
}

/**
 * Registers (or replaces) an app's tool settings with its client_id claim, in one transaction: a
 * client_id another tool holds is refused; the app's earlier client_id is released.
 */
export async function putLtiTool(serviceId: string, tool: LtiTool): Promise<void> {
  const before = await getLtiTool(serviceId);
  await putClaimedRegistration(
    serviceId,
    {
      registration: ltiTools.putRequest({ ...tool, serviceId }),
      claim: (condition) => clientIdClaims.putRequest({ clientId: tool.clientId, serviceId }, condition),
      releasedClaim:
        before && before.clientId !== tool.clientId
          ? clientIdClaims.removeRequest({ clientId: before.clientId })
          : null,
    },
    () => new ClientIdTakenError(tool.clientId),
  );
}

/** A tool's nonce is refused again for a day: far past the minutes a launch lives. */
const NONCE_KEPT_MS = 24 * 60 * 60 * 1000;

/** That a tool's nonce was answered with an id_token (Security Framework §5.1.1.3: a nonce is used once). */
const ltiNonceUses = defineEntity({
  name: 'lti-nonce-use',
  schema: z.object({ clientId: z.string(), nonce: z.string(), usedAt: isoDateTime, ttl: z.int() }),
  key: {
    fields: ['clientId', 'nonce'],
    key: ({ clientId, nonce }) => ({ pk: `LTINONCE#${clientId}#${nonce}`, sk: 'LTINONCE' }),
  },
});

/** The write that uses a nonce, for the launch's transaction: conditional on its not being used before. */
export function useLtiNonceRequest(clientId: string, nonce: string, now: Date) {
  return {
    Put: ltiNonceUses.putRequest(
      {
        clientId,
        nonce,
        usedAt: now.toISOString(),
        ttl: timeToLive(new Date(now.getTime() + NONCE_KEPT_MS)),
      },
      ITEM_ABSENT,
    ),
  };
}
