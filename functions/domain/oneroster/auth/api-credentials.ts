import { createHash, randomBytes } from 'node:crypto';
import {
  API_CREDENTIAL_MESSAGES,
  type ApiCredential,
  type IssuedApiCredential,
  type RosterScope,
} from '../../../../shared/schemas/api-credentials';
import type { SessionUser } from '../../../../shared/schemas/user';
import {
  createApiCredential,
  getApiCredential,
  listApiCredentials,
  revokeApiCredential,
  rotateApiCredential,
  type ApiCredentialRecord,
} from '../../../data/api-credentials';
import { getService } from '../../../data/services';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import { recordAudit } from '../../core/audit/audit';

/** 256 random bits, base64url (43 characters): no character needs escaping in HTTP Basic (RFC 6749 §2.3.1). */
function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret: its SHA-256, base64url. The secret itself is never stored. */
export function secretHashOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** A credential as the console shows it: without the secret's hash and the token key. */
export function publicCredential(record: ApiCredentialRecord): ApiCredential {
  const { secretHash: _secretHash, tokenKey: _tokenKey, ...credential } = record;
  return credential;
}

async function existingService(serviceId: string): Promise<void> {
  if (!(await getService(serviceId))) throw new NotFoundError(API_CREDENTIAL_MESSAGES.appNotFound);
}

/** A credential of this app, not revoked: what rotate and revoke act on. */
async function liveCredential(serviceId: string, clientId: string): Promise<ApiCredentialRecord> {
  const credential = await getApiCredential(clientId);
  if (!credential || credential.serviceId !== serviceId) throw new NotFoundError(API_CREDENTIAL_MESSAGES.notFound);
  if (credential.revokedAt !== null) throw new ConflictError(API_CREDENTIAL_MESSAGES.revoked);
  return credential;
}

/** An app's credentials, newest first; 404 for an app not in the catalogue. */
export async function appApiCredentials(serviceId: string): Promise<ApiCredential[]> {
  await existingService(serviceId);
  return (await listApiCredentials(serviceId)).map(publicCredential);
}

function audited(actor: SessionUser, action: 'issue' | 'rotate' | 'revoke', credential: ApiCredentialRecord) {
  return recordAudit({
    actorId: actor.id,
    action: `app.credentials.${action}`,
    subjectIds: [],
    schoolId: null,
    detail: { serviceId: credential.serviceId, clientId: credential.clientId },
  });
}

/** Issues new credentials for an app (staff with app.integration.manage); the secret is in the answer only. Audited. */
export async function issueApiCredential(
  actor: SessionUser,
  serviceId: string,
  scopes: readonly RosterScope[],
  now: Date,
): Promise<IssuedApiCredential> {
  await existingService(serviceId);
  const clientSecret = randomSecret();
  const record: ApiCredentialRecord = {
    clientId: randomBytes(18).toString('base64url'),
    serviceId,
    scopes: [...new Set(scopes)],
    createdAt: now.toISOString(),
    createdBy: actor.username,
    rotatedAt: null,
    rotatedBy: null,
    revokedAt: null,
    revokedBy: null,
    lastUsedAt: null,
    secretHash: secretHashOf(clientSecret),
    tokenKey: randomSecret(),
  };
  await createApiCredential(record);
  await audited(actor, 'issue', record);
  return { credential: publicCredential(record), clientSecret };
}

/** A conditional write that failed: the credential was revoked meanwhile. */
function revokedMeanwhile(error: unknown): never {
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
    throw new ConflictError(API_CREDENTIAL_MESSAGES.revoked);
  throw error;
}

/**
 * A new secret for a credential: the old secret stops at once, and so do the tokens it got (a new
 * token key). The new secret is in the answer only. Audited.
 */
export async function rotateApiSecret(
  actor: SessionUser,
  serviceId: string,
  clientId: string,
  now: Date,
): Promise<IssuedApiCredential> {
  await liveCredential(serviceId, clientId);
  const clientSecret = randomSecret();
  const record = await rotateApiCredential(clientId, {
    secretHash: secretHashOf(clientSecret),
    tokenKey: randomSecret(),
    rotatedAt: now.toISOString(),
    rotatedBy: actor.username,
  }).catch(revokedMeanwhile);
  await audited(actor, 'rotate', record);
  return { credential: publicCredential(record), clientSecret };
}

/** Revokes a credential: its secret and every token it got stop at once. Audited. */
export async function revokeApiCredentials(
  actor: SessionUser,
  serviceId: string,
  clientId: string,
  now: Date,
): Promise<ApiCredential> {
  await liveCredential(serviceId, clientId);
  const record = await revokeApiCredential(clientId, {
    revokedAt: now.toISOString(),
    revokedBy: actor.username,
  }).catch(revokedMeanwhile);
  await audited(actor, 'revoke', record);
  return publicCredential(record);
}
