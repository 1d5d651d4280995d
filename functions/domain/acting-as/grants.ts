import { ACT_AS_GRANT_MINUTES, type ActAsGrantResponse, type ActingAs, type ActingAsKind } from '../../../shared/schemas/acting-as';
import type { SessionUser } from '../../../shared/schemas/user';
import { createActingAsGrant, endActingAsGrant, findActingAsGrant, type ActingAsGrantItem } from '../../data/acting-as-grants';
import { ActingAsEndedError } from '../../platform/errors';
import { recordAudit } from '../audit';
import { relationHolds } from './relations';

/** A grant in use on a call: who acts, as whom, since when, until when. */
export interface ActingContext {
  grant: ActingAsGrantItem;
  actor: SessionUser;
}

export function actingAsOf(grant: ActingAsGrantItem, actor: Pick<SessionUser, 'id' | 'firstName'>): ActingAs {
  return { kind: grant.kind, actor: { id: actor.id, firstName: actor.firstName }, since: grant.createdAt, expiresAt: grant.expiresAt };
}

/**
 * Starts acting as a subject the caller has checked the actor may reach: a grant of at most
 * ACT_AS_GRANT_MINUTES, audited. The secret is answered once and never stored.
 */
export async function startActingAs(actor: SessionUser, subject: SessionUser, kind: ActingAsKind, now: Date = new Date()): Promise<ActAsGrantResponse> {
  if (!relationHolds(kind, actor, subject)) throw new Error(`startActingAs: the ${kind} relation does not hold`);
  const expiresAt = new Date(now.getTime() + ACT_AS_GRANT_MINUTES * 60 * 1000);
  const { secret, grant } = await createActingAsGrant({ kind, actorId: actor.id, subjectId: subject.id, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() });
  await recordAudit({ actorId: actor.id, action: 'act-as.start', subjectIds: [subject.id], schoolId: subject.schoolId, detail: { kind, expiresAt: grant.expiresAt }, now });
  return { grant: { secret, expiresAt: grant.expiresAt }, user: subject, actingAs: actingAsOf(grant, actor) };
}

/**
 * The grant a call sends, if it still holds for the token's user: theirs, unexpired, not ended,
 * both accounts active and the relation still true. Anything else is ActingAsEndedError (401),
 * which sends the SPA back to the actor's own account.
 */
export async function admitActingAs(
  secret: string,
  tokenUserId: string,
  loadProfile: (userId: string) => Promise<SessionUser | null>,
  now: Date = new Date(),
): Promise<{ acting: ActingContext; subject: SessionUser }> {
  const grant = secret.length <= 200 ? await findActingAsGrant(secret) : null;
  if (!grant || grant.actorId !== tokenUserId || grant.endedAt !== null || Date.parse(grant.expiresAt) <= now.getTime()) throw new ActingAsEndedError();
  const [actor, subject] = await Promise.all([loadProfile(grant.actorId), loadProfile(grant.subjectId)]);
  if (!actor || !subject || !relationHolds(grant.kind, actor, subject)) throw new ActingAsEndedError();
  return { acting: { grant, actor }, subject };
}

/** Switch back: the grant ends (idempotent), audited as the actor's. */
export async function endActingAs(acting: ActingContext, now: Date = new Date()): Promise<void> {
  if (acting.grant.endedAt !== null) return;
  await endActingAsGrant(acting.grant, now);
  await recordAudit({ actorId: acting.actor.id, action: 'act-as.end', subjectIds: [acting.grant.subjectId], schoolId: null, detail: { kind: acting.grant.kind }, now });
}
