import type { Access } from '../../functions/http/access';
import type { DemoAccountKey } from '../../bin/seed/demo-accounts';
import { hasPermission, STAFF_ROLE_PRESETS } from '../../shared/permissions';

/** Every kind of caller the access matrix tries on every route. */
export const CALLERS = [
  'anonymous',
  'personal',
  'parent',
  'child',
  'student',
  'teacher',
  'schoolAdmin',
  'staffWithout',
  'staffWith',
  'staffForAnotherSchool',
] as const;
export type Caller = (typeof CALLERS)[number];

export type ExpectedAnswer = 'admitted' | 401 | 403;

/**
 * What each access rule promises each caller, written out from the spec's roles (visitor-and-
 * account §6, staff-console §6) rather than computed by the code under test.
 */
export function expectedAnswer(access: Access, caller: Caller): ExpectedAnswer {
  if (access.kind === 'public') return 'admitted';
  if (caller === 'anonymous') return 401;
  switch (access.kind) {
    case 'signedIn':
    case 'anyToken':
      // Any token, with a profile or without one yet (every demo account has one).
      return 'admitted';
    case 'newcomer':
      // Social registration is for a federated user without a profile; every demo account has one.
      return 403;
    case 'ownAccount':
      // Student and child accounts cannot edit their name or password (visitor-and-account §2).
      return caller === 'student' || caller === 'child' ? 403 : 'admitted';
    case 'homeRole':
      return caller === access.homeRole ? 'admitted' : 403;
    case 'teacher':
      // A route on the teacher's own account is called by each caller with their own user id (see ownUserParamOf).
      return caller === 'teacher' || caller === 'schoolAdmin' ? 'admitted' : 403;
    case 'classWork':
      // Teachers of a school and school.manage staff, for any school (the domain answers 404 for
      // another school's records); with `administrators`, school admins rather than teachers.
      if (caller === 'schoolAdmin' || caller === 'staffWith' || caller === 'staffForAnotherSchool') return 'admitted';
      return caller === 'teacher' && !access.administrators ? 'admitted' : 403;
    case 'anyStaff':
      return caller === 'staffWith' || caller === 'staffWithout' || caller === 'staffForAnotherSchool'
        ? 'admitted'
        : 403;
    case 'staff':
      // The staff member with a role for another school only is refused too: the sample
      // parameters name the demo school, never theirs.
      return caller === 'staffWith' ? 'admitted' : 403;
  }
}

/**
 * The path parameter a route requires to be the caller's own user id (start-teacher-trial), if
 * any: the matrix fills it with each caller's own id, so only the caller's kind decides.
 */
export function ownUserParamOf(access: Access): string | null {
  return access.kind === 'teacher' ? (access.ownUser?.param ?? null) : null;
}

/** The demo account that plays a caller on a route; null is a caller without a token. */
export function demoAccountFor(caller: Caller, access: Access): DemoAccountKey | null {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'staffWith':
      return 'staff';
    case 'staffForAnotherSchool':
      return 'schoolDataStaff';
    case 'staffWithout':
      // Tele holds the school and statistics roles (and the roles under them, such as
      // school.update.identify under school.update); Support holds only `saml`.
      // Tele also holds school.manage, which class work admits.
      return (access.kind === 'staff' &&
        hasPermission(
          STAFF_ROLE_PRESETS.tele.map((code) => ({ code, context: null })),
          access.permission,
        )) ||
        access.kind === 'classWork'
        ? 'supportStaff'
        : 'teleStaff';
    default:
      return caller;
  }
}
