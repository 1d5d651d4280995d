import { accountKind } from '../../../shared/rules/account-kind';
import type { SignOnAttribute } from '../../../shared/schemas/app-launch';
import { COURSE_SECTION, LIS_ROLES, LTI_CLAIM } from '../../../shared/schemas/lti';
import type { SessionUser } from '../../../shared/schemas/user';
import { NRPS_CLAIM } from '../../../shared/schemas/lti-nrps';
import { namesRoleServiceClaim } from '../lti-nrps/service-claim';

/**
 * The person's LIS roles (LTI Core §5.3.7, §A.2) from their portal role: a school administrator
 * administers, a teacher instructs, a student (and a child or personal user) learns, a parent
 * mentors. A membership role and, for a school's people, the institution role beside it.
 */
export function ltiRoles(user: SessionUser): string[] {
  const kind = accountKind(user);
  if (user.isSchoolAdmin || user.schoolRole === 'admin')
    return [LIS_ROLES.administrator, LIS_ROLES.institutionAdministrator];
  if (kind.isTeacher) return [LIS_ROLES.instructor, LIS_ROLES.institutionInstructor];
  if (kind.isStudent) return [LIS_ROLES.learner, LIS_ROLES.institutionStudent];
  if (kind.isParentAccount) return [LIS_ROLES.mentor];
  return [LIS_ROLES.learner];
}

export interface LtiLaunchFacts {
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** The person's pairwise id for this tool (functions/domain/app-launch/pairwise-name-id.ts). */
  sub: string;
  nonce: string;
  targetLinkUri: string;
  service: { id: string; name: string };
  user: SessionUser;
  /** What the sharing rule releases to this tool for this person (shared/schemas/app-sharing.ts sharedAttributes). */
  released: readonly SignOnAttribute[];
  /** The class the app was opened from; null from the library. */
  classGroup: { id: string; name: string } | null;
  returnUrl: string;
  custom: Record<string, string>;
}

/**
 * The id_token's claims of a resource link launch (LTI Core §5.3, §5.4) but its times, and the
 * attributes it carries (for the launch's record, as a SAML launch records its attributes):
 * names, e-mail, roles and the class context only as `released` allows, so a child whose parent
 * chose 'no name' is known by `sub` alone, and 'first name only' sends the given name alone.
 */
export function ltiLaunchClaims(facts: LtiLaunchFacts): { claims: Record<string, unknown>; sent: SignOnAttribute[] } {
  const { user, released } = facts;
  const has = (name: SignOnAttribute) => released.includes(name);
  const sent: SignOnAttribute[] = [];
  const person: Record<string, unknown> = {};
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  if (has('firstName') && first) {
    person['given_name'] = first;
    sent.push('firstName');
    const surname =
      has('lastName') && last ? last : has('lastInitial') && last ? `${last.charAt(0).toUpperCase()}.` : null;
    if (surname) sent.push(has('lastName') ? 'lastName' : 'lastInitial');
    person['name'] = [first, surname].filter(Boolean).join(' ');
  }
  if (has('lastName') && last) {
    person['family_name'] = last;
    if (!sent.includes('lastName')) sent.push('lastName');
  }
  if (has('email') && user.email) {
    person['email'] = user.email;
    sent.push('email');
  }
  const roles = has('role') ? ltiRoles(user) : [];
  if (roles.length > 0) sent.push('role');
  const context =
    facts.classGroup && has('classIds')
      ? // The label is the class's name too: its code lets a student join it, which no tool needs.
        { id: facts.classGroup.id, label: facts.classGroup.name, title: facts.classGroup.name, type: [COURSE_SECTION] }
      : null;
  if (context) sent.push('classIds');
  return {
    claims: {
      iss: facts.issuer,
      aud: facts.clientId,
      azp: facts.clientId,
      sub: facts.sub,
      nonce: facts.nonce,
      ...person,
      [LTI_CLAIM.messageType]: 'LtiResourceLinkRequest',
      [LTI_CLAIM.version]: '1.3.0',
      [LTI_CLAIM.deploymentId]: facts.deploymentId,
      [LTI_CLAIM.targetLinkUri]: facts.targetLinkUri,
      // One resource link per app and class: the app opened from the library, or from that class.
      [LTI_CLAIM.resourceLink]: {
        id: context ? `${facts.service.id}:${context.id}` : facts.service.id,
        title: facts.service.name,
      },
      [LTI_CLAIM.roles]: roles,
      ...(context ? { [LTI_CLAIM.context]: context } : {}),
      // Where the tool reads the class's members (NRPS 2.0 §3.6.1): only with a class context.
      ...(context ? { [NRPS_CLAIM]: namesRoleServiceClaim(facts.issuer, context.id) } : {}),
      [LTI_CLAIM.launchPresentation]: { document_target: 'window', return_url: facts.returnUrl },
      [LTI_CLAIM.custom]: facts.custom,
    },
    sent,
  };
}
