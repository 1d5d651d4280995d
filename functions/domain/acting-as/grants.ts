import { ACT_AS_GRANT_MINUTES, type ActAsGrantResponse, type ActingAsKind } from '../../../shared/schemas/acting-as';
import type { SessionUser } from '../../../shared/schemas/user';
import { createActingAsGrant, endActingAsGrant } from '../../data/acting-as-grants';
import { recordAudit } from '../audit/audit';
import { actingAsOf, type ActingContext } from './admission';
import { relationHolds } from './relations';

/**
 * Starts acting as a subject the caller has checked the actor may reach: a grant of at most
 * ACT_AS_GRANT_MINUTES, audited. The secret is answered once and never stored.
 */
export async function startActingAs(
  actor: SessionUser,
  subject: SessionUser,
  kind: ActingAsKind,
  now: Date = new Date(),
): Promise<ActAsGrantResponse> {
  if (!relationHolds(kind, actor, subject)) throw new Error(`startActingAs: the ${kind} relation does not hold`);
  const expiresAt = new Date(now.getTime() + ACT_AS_GRANT_MINUTES * 60 * 1000);
  const { secret, grant } = await createActingAsGrant({
    kind,
    actorId: actor.id,
    subjectId: subject.id,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  await recordAudit({
    actorId: actor.id,
    action: 'act-as.start',
    subjectIds: [subject.id],
    schoolId: subject.schoolId,
    detail: { kind, expiresAt: grant.expiresAt },
    now,
  });
  return { grant: { secret, expiresAt: grant.expiresAt }, user: subject, actingAs: actingAsOf(grant, actor) };
}

/** Switch back: the grant ends (idempotent), audited as the actor's. */
export async function endActingAs(acting: ActingContext, now: Date = new Date()): Promise<void> {
  if (acting.grant.endedAt !== null) return;
  await endActingAsGrant(acting.grant, now);
  await recordAudit({
    actorId: acting.actor.id,
    action: 'act-as.end',
    subjectIds: [acting.grant.subjectId],
    schoolId: null,
    detail: { kind: acting.grant.kind },
    now,
  });
}
