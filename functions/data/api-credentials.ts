import * as z from 'zod/mini';
import { apiCredentialSchema } from '../../shared/schemas/api-credentials';
import { defineEntity, ITEM_ABSENT } from './entity';

/**
 * An app's API credentials (the OneRoster API's OAuth 2.0 client credentials): 'API credential by
 * client id' and 'API credentials of an app' in table-design.ts. The secret is stored only as its
 * SHA-256 (it is 256 random bits, so a fast hash is as safe as a slow one); `tokenKey` signs the
 * credential's access tokens, and a rotation draws a new one, so the tokens of the old secret stop
 * at once.
 */
export const apiCredentialRecordSchema = z.extend(apiCredentialSchema, {
  secretHash: z.string(),
  /** Base64url of 256 random bits: the HMAC key of this credential's access tokens. */
  tokenKey: z.string(),
});
export type ApiCredentialRecord = z.output<typeof apiCredentialRecordSchema>;

export const apiCredentials = defineEntity({
  name: 'api-credential',
  schema: apiCredentialRecordSchema,
  key: { fields: ['clientId'], key: ({ clientId }) => ({ pk: `APICLIENT#${clientId}`, sk: 'APICLIENT' }) },
  indexes: {
    ofService: {
      index: 'gsi1',
      fields: ['serviceId', 'createdAt', 'clientId'],
      key: ({ serviceId, createdAt, clientId }) => ({
        pk: `SERVICECLIENTS#${serviceId}`,
        sk: `${createdAt}#${clientId}`,
      }),
    },
  },
});

/** One credential, read consistently: a rotation or revocation holds from the next request on. */
export function getApiCredential(clientId: string): Promise<ApiCredentialRecord | null> {
  return apiCredentials.get({ clientId }, { consistent: true });
}

/** Every credential of an app, newest first (few: staff issue them one at a time). */
export function listApiCredentials(serviceId: string): Promise<ApiCredentialRecord[]> {
  return apiCredentials.queryAll({ index: 'ofService', partition: `SERVICECLIENTS#${serviceId}`, descending: true });
}

/** A new credential; a client id drawn twice is refused by the condition. */
export function createApiCredential(record: ApiCredentialRecord): Promise<void> {
  return apiCredentials.put(record, { condition: ITEM_ABSENT });
}

const NOT_REVOKED = {
  expression: 'attribute_type(#revokedAt, :null)',
  names: { '#revokedAt': 'revokedAt' },
  values: { ':null': 'NULL' },
};

/** A new secret and token key for a credential not revoked; throws ConditionalCheckFailedException otherwise. */
export function rotateApiCredential(
  clientId: string,
  changes: Pick<ApiCredentialRecord, 'secretHash' | 'tokenKey' | 'rotatedAt' | 'rotatedBy'>,
): Promise<ApiCredentialRecord> {
  return apiCredentials.update({ clientId }, changes, { condition: NOT_REVOKED });
}

/** Revokes a credential not revoked yet; throws ConditionalCheckFailedException otherwise. */
export function revokeApiCredential(
  clientId: string,
  changes: Pick<ApiCredentialRecord, 'revokedAt' | 'revokedBy'>,
): Promise<ApiCredentialRecord> {
  return apiCredentials.update({ clientId }, changes, { condition: NOT_REVOKED });
}

/** When a credential last got a token (one write per token, not per request). */
export async function markApiCredentialUsed(clientId: string, at: string): Promise<void> {
  await apiCredentials.update({ clientId }, { lastUsedAt: at });
}
