import type { ActingAsKind } from '../../../../shared/schemas/acting-as';
import type { SessionUser } from '../../../../shared/schemas/user';
import { isChildOf } from './child-of';
import { loginAsRefusal } from '../../../../shared/rules/login-as';

/**
 * What must hold, on every call, for an actor to act as a subject: checked when the grant is made
 * and again whenever it is used, so a grant ends the moment the relation does (a child deleted, a
 * staff role removed). A kind without a relation here is refused.
 */
const RELATIONS: Partial<Record<ActingAsKind, (actor: SessionUser, subject: SessionUser) => boolean>> = {
  'parent-as-child': (actor, subject) => actor.homeRole === 'parent' && isChildOf(actor, subject),
  'staff-as-user': (actor, subject) => loginAsRefusal(actor, subject) === null,
};

export function relationHolds(kind: ActingAsKind, actor: SessionUser, subject: SessionUser): boolean {
  return actor.status === 'active' && subject.status === 'active' && (RELATIONS[kind]?.(actor, subject) ?? false);
}
