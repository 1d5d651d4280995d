import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { School } from '../../shared/schemas/schools';
import type { SessionUser } from '../../shared/schemas/user';
import { accountKind } from '../../shared/rules/account-kind';
import { db, tableName } from './client';
import { schools, schoolSearchTerms, searchTermsOf, unchangedSince } from './schools';
import { userProfiles } from './users';

/**
 * Who administers a school is written on both sides in one transaction: the school's
 * `administrators` (the names teachers are shown, and the check of class-access.ts) and the
 * user's profile, which the session carries so that a request knows at once which schools its
 * caller administers: `isSchoolAdmin` for a member of the school, `districtSchoolIds` for a
 * district administrator of another school ('School Administration: {school name}').
 *
 * Both writes are conditioned on what was read (the school's list, the profile's school or list),
 * so two changes at once never lose one: the loser's transaction is cancelled and it reads again.
 */
export interface AdministratorChange {
  administrator: boolean;
  /**
   * Refuse (LastAdministratorError, nothing written) to take the status from the school's last
   * administrator of its own: district administrators and staff oversee it from outside and do not
   * count. Checked again on every attempt against what was read, so two removals at once cannot
   * both pass (each rewrites the school's list, on which the other's transaction is conditioned).
   */
  keepAnAdministrator?: boolean;
}

const ATTEMPTS = 4;

export class LastAdministratorError extends Error {
  constructor() {
    super('The school would be left without an administrator of its own');
  }
}

export class AdministratorChangeRefusedError extends Error {
  constructor() {
    super('The school or the user changed while the administrator was being changed');
  }
}

function withId(ids: readonly string[], id: string, present: boolean): string[] {
  const others = ids.filter((value) => value !== id);
  return present ? [...others, id] : others;
}

/** Makes a member of the school (a teacher) one of its administrators, or no longer one; false when the user is not its member (nothing changes). */
export function setSchoolAdministrator(
  schoolId: string,
  userId: string,
  { administrator, keepAnAdministrator = false }: AdministratorChange,
): Promise<boolean> {
  return changeBothSides(schoolId, userId, administrator, { district: false }, async (school, user) => {
    if (user.schoolId !== schoolId) return null;
    if (keepAnAdministrator && !administrator && user.isSchoolAdmin && !(await hasOtherAdministrator(school, userId)))
      throw new LastAdministratorError();
    return {
      expression: '#profileSchool = :school AND #isSchoolAdmin = :before',
      names: { '#profileSchool': 'schoolId', '#isSchoolAdmin': 'isSchoolAdmin' },
      values: { ':school': schoolId, ':before': user.isSchoolAdmin, ':after': administrator },
      set: 'SET #isSchoolAdmin = :after',
    };
  });
}

/** Lists the school against a district administrator (a user of another school, or of none), or takes it off; false when the school or user does not exist, the user is no teacher or the school is their own (nothing changes). */
export function setDistrictAdministrator(
  schoolId: string,
  userId: string,
  { administrator }: AdministratorChange,
): Promise<boolean> {
  return changeBothSides(schoolId, userId, administrator, { district: true }, (_school, user) =>
    // A district administrator is a teacher (visitor-and-account §1) overseeing schools other than their own.
    !accountKind(user).isTeacher || user.schoolId === schoolId
      ? null
      : {
          // Profiles written before district administration have no list: they read as none.
          expression:
            user.districtSchoolIds.length === 0
              ? 'attribute_not_exists(#districtSchools) OR #districtSchools = :before'
              : '#districtSchools = :before',
          names: { '#districtSchools': 'districtSchoolIds' },
          values: {
            ':before': user.districtSchoolIds,
            ':after': withId(user.districtSchoolIds, schoolId, administrator),
          },
          set: 'SET #districtSchools = :after',
        },
  );
}

/** Whether a member of the school other than this user administers it (a live account of the school, not a district administrator). */
async function hasOtherAdministrator(school: School, userId: string): Promise<boolean> {
  const others = await Promise.all(
    school.administrators.filter((id) => id !== userId).map((id) => userProfiles.get({ id }, { consistent: true })),
  );
  return others.some((other) => other?.schoolId === school.id && other.isSchoolAdmin && other.status !== 'deleted');
}

interface ProfileWrite {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
  set: string;
}

/**
 * Writes the school's list and the profile together. `profileWrite` returns null when the user
 * cannot take this kind of administration (then nothing is written and false is returned). A
 * district administrator's change also moves the school's `updatedAt`: it may change the district
 * the OneRoster API lists the school under (docs/internals.md 'OneRoster API').
 */
async function changeBothSides(
  schoolId: string,
  userId: string,
  administrator: boolean,
  { district }: { district: boolean },
  profileWrite: (school: School, user: SessionUser) => ProfileWrite | null | Promise<ProfileWrite | null>,
): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const [school, user] = await Promise.all([
      schools.get({ id: schoolId }, { consistent: true }),
      userProfiles.get({ id: userId }, { consistent: true }),
    ]);
    if (!school || !user) return false;
    const write = await profileWrite(school, user);
    if (!write) return false;
    try {
      // The school's term items carry its administrators for the staff search: written again with the list.
      const terms = searchTermsOf({
        ...school,
        administrators: withId(school.administrators, userId, administrator),
      }).map((term) => ({ Put: schoolSearchTerms.putRequest(term) }));
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: schoolListUpdate(school, userId, administrator, district ? new Date() : null) },
            { Update: profileUpdate(userId, write) },
            ...terms,
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
    }
  }
  throw new AdministratorChangeRefusedError();
}

/** The list's update, conditioned on the whole school being as read: its term items are written again from it. */
function schoolListUpdate(school: School, userId: string, administrator: boolean, stamp: Date | null) {
  const unchanged = unchangedSince(school);
  return {
    TableName: tableName(),
    Key: schools.keyOf({ id: school.id }),
    UpdateExpression: stamp ? 'SET #administrators = :after, #updatedAt = :updatedAt' : 'SET #administrators = :after',
    ConditionExpression: unchanged.expression,
    ExpressionAttributeNames: {
      '#administrators': 'administrators',
      ...(stamp ? { '#updatedAt': 'updatedAt' } : {}),
      ...unchanged.names,
    },
    ExpressionAttributeValues: {
      ':after': withId(school.administrators, userId, administrator),
      ...(stamp ? { ':updatedAt': stamp.toISOString() } : {}),
      ...unchanged.values,
    },
  };
}

function profileUpdate(userId: string, write: ProfileWrite) {
  return {
    TableName: tableName(),
    Key: userProfiles.keyOf({ id: userId }),
    UpdateExpression: write.set,
    ConditionExpression: `attribute_exists(pk) AND (${write.expression})`,
    ExpressionAttributeNames: write.names,
    ExpressionAttributeValues: write.values,
  };
}
