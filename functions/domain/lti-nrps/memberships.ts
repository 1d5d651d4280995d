import { LIS_ROLES, type LtiTool } from '../../../shared/schemas/lti';
import {
  NRPS_MAX_PAGE,
  NRPS_MEDIA_TYPE,
  NRPS_SCOPE,
  type NrpsMember,
  type NrpsMembershipContainer,
} from '../../../shared/schemas/lti-nrps';
import type { SchoolService } from '../../../shared/schemas/school-access';
import type { Service } from '../../../shared/schemas/service';
import type { SessionUser } from '../../../shared/schemas/user';
import type { PairwiseIdKeySource } from '../../adapters/pairwise-id-key/port';
import { getClassGroup, listClassMembers, listClassTeachers } from '../../data/class-groups';
import { getRosterReleases, rosterSwitches, type RosterSwitch } from '../../data/roster-sharing';
import { schoolServices } from '../../data/school-services';
import { getService } from '../../data/services';
import { loadProfiles } from '../../data/users';
import { pairwiseNameId } from '../app-launch/pairwise-name-id';
import { releasedPerson, type ReleasedPerson, type RosterSchool } from '../oneroster/sharing/released-person';
import { recordRosterRead } from '../oneroster/sharing/roster-reads';
import { rosterSharingOn } from '../oneroster/sharing/roster-schools';
import { contextMembershipsPath } from './service-claim';
import { authorizeLtiServiceRequest, LtiServiceAuthError } from './service-tokens';

/** How a membership read is named in the school's Data sharing report (beside OneRoster's collections). */
export const NRPS_READ_COLLECTION = 'lti-memberships';

/** A member's place in the class: its teachers instruct, its students learn (LIS context roles, LTI Core §A.2.3). */
export type ClassPlace = 'teacher' | 'student';

const PLACE_ROLES: Readonly<Record<ClassPlace, readonly string[]>> = {
  teacher: [LIS_ROLES.instructor],
  student: [LIS_ROLES.learner],
};

const STATUS: Readonly<Record<SessionUser['status'], NrpsMember['status']>> = {
  active: 'Active',
  disabled: 'Inactive',
  deleted: 'Deleted',
};

/**
 * One member's entry (NRPS 2.0 §2.3): the pairwise id the launch's `sub` carries, the LIS role, the
 * status, and names and e-mail exactly as the one release rule gave them (`released`), written as
 * the launch's id_token writes them (functions/domain/lti/lti-claims.ts): a last initial is part
 * of `name` ('Ada L.') and never a family_name; a member whose name is held back has no name
 * field at all. Pure.
 */
export function nrpsMember(
  userId: string,
  place: ClassPlace,
  status: SessionUser['status'],
  released: ReleasedPerson,
): NrpsMember {
  const given = released.givenName;
  const wholeFamily = released.attributes.includes('lastName') ? released.familyName : null;
  const initial = !wholeFamily && released.familyName ? `${released.familyName.charAt(0)}.` : null;
  return {
    user_id: userId,
    status: STATUS[status],
    roles: [...PLACE_ROLES[place]],
    ...(given ? { name: [given, wholeFamily ?? initial].filter(Boolean).join(' '), given_name: given } : {}),
    ...(wholeFamily ? { family_name: wholeFamily } : {}),
    ...(released.email ? { email: released.email } : {}),
  };
}

/** A refusal of the request's own parameters: 400, said in the answer. */
export class NrpsQueryError extends Error {}

const MEMBERSHIP_ROLE_PREFIX = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';

/**
 * The `role` filter (NRPS 2.0 §2.4.2): a full LIS role URI, or a context role's short name
 * ('Learner', 'Instructor'), which stands for its membership URI. Null: every member.
 */
export function roleFilter(role: string | undefined): string | null {
  const trimmed = role?.trim();
  if (!trimmed) return null;
  return trimmed.includes(':') ? trimmed : `${MEMBERSHIP_ROLE_PREFIX}${trimmed}`;
}

function wholeNumber(value: string | undefined, name: string, least: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < least)
    throw new NrpsQueryError(`The ${name} must be a whole number of at least ${least}.`);
  return Number(value);
}

export interface NrpsPage {
  members: NrpsMember[];
  /** Where the next page starts; null on the last page. */
  nextOffset: number | null;
  limit: number;
}

/**
 * A page of the class's members (NRPS 2.0 §2.4): those with the role asked for, in user_id order
 * (stable between pages whatever the class's changes), `limit` of them from `offset` (at most
 * NRPS_MAX_PAGE; none asked is a whole page). Pure.
 */
export function membersPage(
  members: readonly NrpsMember[],
  query: { limit?: string | undefined; role?: string | undefined; offset?: string | undefined },
): NrpsPage {
  const limit = Math.min(wholeNumber(query.limit, 'limit', 1) ?? NRPS_MAX_PAGE, NRPS_MAX_PAGE);
  const offset = wholeNumber(query.offset, 'offset', 0) ?? 0;
  const role = roleFilter(query.role);
  const kept = members
    .filter((member) => role === null || member.roles.includes(role))
    .sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
  const page = kept.slice(offset, offset + limit);
  return { members: page, nextOffset: offset + limit < kept.length ? offset + limit : null, limit };
}

/**
 * Whether a tool may read a school's classes: the school installed it (its own deployment) or it
 * is the library's for everyone (the platform-wide deployment) and the school holds the app as the
 * OneRoster API requires (a subscription, trial or perpetual access; a free app once the school
 * turned its roster sharing on); never where the school switched the app's roster sharing off
 * (ARCHITECTURE 'What an app may know about a person': one rule whatever the channel). Pure.
 */
export function toolSeesSchool(
  tool: Pick<LtiTool, 'deployments'>,
  schoolId: string,
  service: Pick<Service, 'free' | 'integrated' | 'enabled'>,
  access: SchoolService | null,
  switched: Pick<RosterSwitch, 'sharing'> | null,
  now: Date,
): boolean {
  if (!service.enabled || switched?.sharing === false) return false;
  if (tool.deployments.some((deployment) => deployment.schoolId === schoolId)) return true;
  return (
    tool.deployments.some((deployment) => deployment.schoolId === null) &&
    rosterSharingOn(service, access, switched, now)
  );
}

/** What the service answers: its status, headers and body (a container, or an error's). */
export interface NrpsAnswer {
  status: number;
  headers: Record<string, string>;
  body: NrpsMembershipContainer | { error: string; error_description: string };
}

const NOT_FOUND = 'There is no class with this id that this tool may read.';

function errorAnswer(
  status: number,
  error: string,
  description: string,
  headers: Record<string, string> = {},
): NrpsAnswer {
  return { status, headers, body: { error, error_description: description } };
}

/** The school a tool may read, with what the school shares of its people; null: the tool may not see it. */
async function visibleSchool(
  tool: LtiTool,
  serviceId: string,
  schoolId: string,
  now: Date,
): Promise<RosterSchool | null> {
  const [service, access, switched, releases] = await Promise.all([
    getService(serviceId),
    schoolServices.get({ schoolId, serviceId }),
    rosterSwitches.get({ schoolId, serviceId }),
    getRosterReleases([schoolId]),
  ]);
  if (!service || !toolSeesSchool(tool, schoolId, service, access, switched, now)) return null;
  const release = releases[0];
  return { schoolId, sharesEmail: release?.sharesEmail ?? false, sharesStudentId: release?.sharesStudentId ?? false };
}

export interface MembershipRequest {
  classId: string;
  query: { limit?: string | undefined; role?: string | undefined; offset?: string | undefined };
  authorization: string | undefined;
  now: Date;
}

/**
 * GET a class's memberships (NRPS 2.0 §2): the tool's access token (401 without a good one, 403
 * without the scope), a class of a school the tool may read (404 otherwise, as for no class at
 * all), then a page of its teachers and students, each released as the one rule says, with
 * `Link: <…>; rel="next"` while more follow. Every read is recorded for the school's Data sharing
 * report, as a OneRoster read is.
 */
export async function contextMemberships(
  request: MembershipRequest,
  deps: { pairwiseIdKey: PairwiseIdKeySource; siteUrl: string },
): Promise<NrpsAnswer> {
  let client;
  try {
    client = await authorizeLtiServiceRequest(request.authorization, NRPS_SCOPE, request.now);
  } catch (error) {
    if (!(error instanceof LtiServiceAuthError)) throw error;
    const challenge = `Bearer error="${error.code}"${error.code === 'insufficient_scope' ? `, scope="${NRPS_SCOPE}"` : ''}`;
    return errorAnswer(error.status, error.code, error.description, { 'www-authenticate': challenge });
  }
  const classGroup = await getClassGroup(request.classId);
  const school = classGroup
    ? await visibleSchool(client.tool, client.serviceId, classGroup.schoolId, request.now)
    : null;
  if (!classGroup || !school) return errorAnswer(404, 'not_found', NOT_FOUND);
  const [teachers, students, key] = await Promise.all([
    listClassTeachers(classGroup.id),
    listClassMembers(classGroup.id),
    deps.pairwiseIdKey(),
  ]);
  const places = new Map<string, ClassPlace>([
    ...students.map((student) => [student.userId, 'student'] as const),
    ...teachers.map((teacher) => [teacher.userId, 'teacher'] as const),
  ]);
  const profiles = await loadProfiles([...places.keys()]);
  const members = profiles.map((user) =>
    nrpsMember(
      pairwiseNameId(key, client.serviceId, user.id),
      places.get(user.id) ?? 'student',
      user.status,
      releasedPerson(user, { registered: client.tool.attributes }, school),
    ),
  );
  let page: NrpsPage;
  try {
    page = membersPage(members, request.query);
  } catch (error) {
    if (error instanceof NrpsQueryError) return errorAnswer(400, 'invalid_request', error.message);
    throw error;
  }
  await recordRosterRead({
    serviceId: client.serviceId,
    clientId: client.clientId,
    schoolId: classGroup.schoolId,
    collection: NRPS_READ_COLLECTION,
    records: page.members.length,
    at: request.now,
  });
  const address = `${deps.siteUrl}${contextMembershipsPath(classGroup.id)}`;
  const nextQuery = (offset: number) =>
    new URLSearchParams({
      ...(request.query.role ? { role: request.query.role } : {}),
      limit: String(page.limit),
      offset: String(offset),
    });
  const next = page.nextOffset === null ? null : `${address}?${nextQuery(page.nextOffset)}`;
  const query = new URLSearchParams(
    Object.entries(request.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  return {
    status: 200,
    headers: { 'content-type': NRPS_MEDIA_TYPE, ...(next ? { link: `<${next}>; rel="next"` } : {}) },
    body: {
      id: query ? `${address}?${query}` : address,
      context: { id: classGroup.id, label: classGroup.name, title: classGroup.name },
      members: page.members,
    },
  };
}
