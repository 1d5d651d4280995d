import {
  ACT_AS_GRANT_MINUTES,
  LOGIN_AS_MESSAGES,
  type ActAsGrantResponse,
  type ActingAsKind,
} from '../../../../shared/schemas/acting-as';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { SignInDirectory } from '../../../adapters/sign-in-directory/port';
import { createActingAsGrant, endActingAsGrant } from '../../../data/acting-as-grants';
import { ForbiddenError, UnauthorizedError } from '../../../platform/errors';
import { recordAudit } from '../audit/audit';
import { actingAsOf, type ActingContext } from './admission';
import { relationHolds } from './relations';
import { sessionHolds, type CallerSession } from './session';

/**
 * Starts acting as a subject the caller has checked the actor may reach: a grant of at most
 * ACT_AS_GRANT_MINUTES, bound to the actor's sign-in session (./session.ts), audited. A session
 * the user pool no longer accepts (signed out anywhere) gets 401, as any call of a signed-out
 * session should. The secret is answered once and never stored.
 */
export async function startActingAs(
  actor: SessionUser,
  subject: SessionUser,
  kind: ActingAsKind,
  session: CallerSession,
  directory: Pick<SignInDirectory, 'sessionIsLive'>,
  now: Date = new Date(),
): Promise<ActAsGrantResponse> {
  if (!relationHolds(kind, actor, subject)) throw new Error(`startActingAs: the ${kind} relation does not hold`);
  // A session of someone else's is a caller already acting as the actor (staff logged in as a
  // parent, now asking for the child): refused as such, not as a session that has ended (401
  // signs the person out).
  if (session.userId !== actor.id) throw new ForbiddenError(LOGIN_AS_MESSAGES.nested);
  if (!session.sessionId || !(await sessionHolds(session, directory))) throw new UnauthorizedError();
  const expiresAt = new Date(now.getTime() + ACT_AS_GRANT_MINUTES * 60 * 1000);
  const { secret, grant } = await createActingAsGrant({
    kind,
    actorId: actor.id,
    subjectId: subject.id,
    sessionId: session.sessionId,
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
