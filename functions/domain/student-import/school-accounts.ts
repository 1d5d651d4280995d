import type { ExistingUserInput, SchoolRole } from '../../../shared/import';
import { SCHOOL_MESSAGES, type School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { batchGetItems } from '../../data/batch-get';
import {
  listClassTeachers,
  listSchoolClassGroups,
  listSchoolMemberships,
  type ClassGroup,
} from '../../data/class-groups';
import { allPages, MAX_PAGE_SIZE } from '../../data/paged-query';
import { findUserIdBySamlNameId, samlAccounts, type SamlAccount } from '../../data/saml-accounts';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { getSchool } from '../../data/schools';
import { listSchoolMembers, loadProfiles } from '../../data/users';

/**
 * What the SMART Tool works over (school-and-family §7 prepare): the school's accounts of the
 * role with their classes and single sign-on NameIDs, and accounts of other schools found by a
 * NameID of the file. Prepare hands them to the engine; apply checks its plan against the same
 * set, so it can only touch what prepare would have offered.
 */
export interface ImportAccounts {
  school: Pick<School, 'id' | 'name'>;
  role: SchoolRole;
  /** The accounts as the engine reads them. */
  existing: ExistingUserInput[];
  /** Every profile of `existing`, by id. */
  profiles: Map<string, SessionUser>;
  /** The school's classes. */
  classes: ClassGroup[];
  /** Class ids of each account of the school (students: places; teachers: assignments). */
  classIdsOf: Map<string, string[]>;
  /** Each account's SAML account with the school's provider. */
  samlAccountOf: Map<string, SamlAccount>;
  samlIdpId: string | null;
}

async function classIdsOfMembers(
  schoolId: string,
  role: SchoolRole,
  classes: readonly ClassGroup[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  const add = (userId: string, classId: string) => {
    const list = byUser.get(userId);
    if (list) list.push(classId);
    else byUser.set(userId, [classId]);
  };
  if (role === 'student') {
    for (const place of await listSchoolMemberships(schoolId)) add(place.userId, place.classId);
  } else {
    const teachers = await Promise.all(classes.map((classGroup) => listClassTeachers(classGroup.id)));
    for (const links of teachers) for (const link of links) add(link.userId, link.classId);
  }
  return byUser;
}

function isOfRole(profile: SessionUser, role: SchoolRole): boolean {
  return role === 'student'
    ? profile.schoolRole === 'student'
    : profile.schoolRole === 'teacher' || profile.schoolRole === 'admin';
}

/**
 * Loads the school's accounts of the role and, by the file's NameIDs, other schools' accounts of
 * the role (through the school's SAML provider: a NameID names one account of that provider).
 */
export async function loadImportAccounts(
  school: Pick<School, 'id' | 'name'>,
  role: SchoolRole,
  fileNameIds: readonly string[],
): Promise<ImportAccounts> {
  const [members, classes, idp] = await Promise.all([
    allPages((cursor) => listSchoolMembers(school.id, role, { limit: MAX_PAGE_SIZE, cursor })),
    listSchoolClassGroups(school.id),
    findSamlIdpBySchool(school.id),
  ]);
  const own = members.filter((profile) => profile.status !== 'deleted' && isOfRole(profile, role));
  const classIdsOf = await classIdsOfMembers(school.id, role, classes);
  const samlAccountOf = new Map<string, SamlAccount>();
  const profiles = new Map(own.map((profile) => [profile.id, profile]));
  let others: SessionUser[] = [];
  const otherSchools = new Map<string, string>();
  if (idp) {
    const items = await batchGetItems(
      own.map((profile) => samlAccounts.keyOf({ userId: profile.id, samlIdpId: idp.id })),
    );
    for (const item of items) {
      const account = samlAccounts.fromItem(item);
      samlAccountOf.set(account.userId, account);
    }
    const ownNameIds = new Set([...samlAccountOf.values()].map((account) => account.nameId));
    const wanted = [
      ...new Set(
        fileNameIds.map((nameId) => nameId.trim()).filter((nameId) => nameId !== '' && !ownNameIds.has(nameId)),
      ),
    ];
    const found = await Promise.all(
      wanted.map(async (nameId) => ({ nameId, userId: await findUserIdBySamlNameId(idp.id, nameId) })),
    );
    const ids = found.flatMap((entry) => (entry.userId && !profiles.has(entry.userId) ? [entry.userId] : []));
    others = (await loadProfiles(ids)).filter(
      (profile) => profile.status !== 'deleted' && profile.schoolId !== school.id && isOfRole(profile, role),
    );
    for (const entry of found) {
      const profile = others.find((candidate) => candidate.id === entry.userId);
      if (profile)
        samlAccountOf.set(profile.id, {
          userId: profile.id,
          samlIdpId: idp.id,
          nameId: entry.nameId,
          email: null,
          linkedAt: profile.createdAt,
        });
    }
    const schoolIds = [...new Set(others.flatMap((profile) => (profile.schoolId ? [profile.schoolId] : [])))];
    const schools = await Promise.all(schoolIds.map((id) => getSchool(id)));
    for (const other of schools) if (other) otherSchools.set(other.id, other.name);
  }
  const classNames = new Map(classes.map((classGroup) => [classGroup.id, classGroup.name]));
  const toExisting = (profile: SessionUser, otherSchool: boolean): ExistingUserInput => ({
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    schoolKey: profile.schoolKey,
    email: role === 'teacher' ? profile.email : null,
    title: profile.title,
    schoolId: profile.schoolId ?? '',
    school: otherSchool ? (otherSchools.get(profile.schoolId ?? '') ?? SCHOOL_MESSAGES.notFound) : school.name,
    nameId: samlAccountOf.get(profile.id)?.nameId ?? null,
    classGroups: otherSchool
      ? []
      : (classIdsOf.get(profile.id) ?? []).flatMap((id) =>
          classNames.get(id)?.trim() ? [classNames.get(id) as string] : [],
        ),
    otherSchool,
  });
  for (const profile of others) profiles.set(profile.id, profile);
  return {
    school,
    role,
    existing: [
      ...own.map((profile) => toExisting(profile, false)),
      ...others.map((profile) => toExisting(profile, true)),
    ],
    profiles,
    classes,
    classIdsOf,
    samlAccountOf,
    samlIdpId: idp?.id ?? null,
  };
}
