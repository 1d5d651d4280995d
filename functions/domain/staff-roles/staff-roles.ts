import { hasPermission, type PermissionCode, type StaffRoleGrant } from '../../../shared/permissions';
import { accountKind } from '../../../shared/rules/account-kind';
import {
  isContextualRole,
  STAFF_ROLE_MESSAGES,
  staffRoleName,
  type HeldRole,
  type StaffMember,
  type UserRoleGrant,
  type UserRolesResponse,
} from '../../../shared/schemas/staff-roles';
import type { SessionUser } from '../../../shared/schemas/user';
import { getSchool } from '../../data/schools';
import {
  getStaffRosterEntry,
  LastRoleManagerError,
  listStaffRoster,
  StaffRolesChangedError,
  writeStaffRoles,
} from '../../data/staff-roster';
import { findUserIdByUsername } from '../../data/usernames';
import { loadProfiles, loadSessionUser } from '../../data/users';
import { ConflictError, fieldPointer, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { phrase } from '../../../shared/i18n/text';

const ROLE_MANAGER = 'user.role.manage';

function displayName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function staffMemberOf(user: SessionUser): StaffMember {
  return {
    id: user.id,
    username: user.username,
    name: displayName(user),
    email: user.email,
    roleCount: user.staffRoles.length,
  };
}

function heldRolesOf(roles: readonly StaffRoleGrant[]): HeldRole[] {
  return roles
    .map((role) => ({
      code: role.code,
      name: staffRoleName(role.code),
      contextual: isContextualRole(role.code),
      context: role.context,
    }))
    .sort((a, b) => a.code.localeCompare(b.code) || (a.context ?? '').localeCompare(b.context ?? ''));
}

function sameGrant(a: StaffRoleGrant, b: StaffRoleGrant): boolean {
  return a.code === b.code && a.context === b.context;
}

function managesRoles(roles: readonly StaffRoleGrant[]): boolean {
  return roles.some((role) => role.code === ROLE_MANAGER && role.context === null);
}

async function activeUser(userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(userId);
  if (!user || user.status === 'deleted') throw new NotFoundError(STAFF_ROLE_MESSAGES.userNotFound);
  return user;
}

/** Current Staff: every user on the roster, by name. */
export async function listStaff(): Promise<{ staff: StaffMember[] }> {
  const roster = await listStaffRoster();
  const profiles = await loadProfiles(roster.map((entry) => entry.userId));
  return {
    staff: profiles
      .map(staffMemberOf)
      .sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username)),
  };
}

/** Add Staff: the account with this username, as the console shows it. */
export async function findStaffCandidate(username: string): Promise<StaffMember> {
  const userId = await findUserIdByUsername(username);
  if (!userId) throw new NotFoundError(STAFF_ROLE_MESSAGES.userNotFound);
  return staffMemberOf(await activeUser(userId));
}

export async function userRoles(userId: string): Promise<UserRolesResponse> {
  const user = await activeUser(userId);
  return { user: staffMemberOf(user), roles: heldRolesOf(user.staffRoles) };
}

/**
 * Each grant names a known role; only a contextual role may have a context (a school id that
 * exists). A contextual role without one is granted everywhere, as the presets grant school.manage.
 */
async function checkGrants(
  grants: readonly UserRoleGrant[],
  pointerOf: (index: number) => readonly PropertyKey[],
): Promise<void> {
  const problems = await Promise.all(
    grants.map(async (grant, index) => {
      const contextual = isContextualRole(grant.role);
      let detail: string | null = null;
      if (!contextual && grant.context !== null) detail = STAFF_ROLE_MESSAGES.contextNotAllowed;
      else if (grant.context !== null && !(await getSchool(grant.context)))
        detail = STAFF_ROLE_MESSAGES.contextSchoolUnknown;
      return detail
        ? {
            status: '422',
            code: 'validation',
            detail,
            source: { pointer: fieldPointer([...pointerOf(index), 'context']) },
          }
        : null;
    }),
  );
  const errors = problems.filter((problem) => problem !== null);
  if (errors.length) throw new ValidationError(errors);
}

function uniqueGrants(grants: readonly UserRoleGrant[]): StaffRoleGrant[] {
  const unique: StaffRoleGrant[] = [];
  for (const grant of grants) {
    const role = { code: grant.role, context: grant.context };
    if (!unique.some((held) => sameGrant(held, role))) unique.push(role);
  }
  return unique;
}

/**
 * Gives the user the roles `nextOf` makes of the roles they hold now (read here, and the write
 * conditioned on them, so a change made meanwhile is never lost). Every role added or taken must
 * be one the caller holds (for that context), and the change is refused when it would leave
 * nobody able to manage staff roles. One transaction: the profile (what sessions read) and the
 * roster move together.
 */
async function setRoles(
  caller: SessionUser,
  userId: string,
  nextOf: (current: readonly StaffRoleGrant[]) => StaffRoleGrant[],
  action: string,
): Promise<UserRolesResponse> {
  const user = await activeUser(userId);
  const before = await getStaffRosterEntry(userId);
  const current = before?.roles ?? user.staffRoles;
  const next = nextOf(current);
  if (next.length > 0 && accountKind(user).isChildAccount)
    throw new ConflictError(STAFF_ROLE_MESSAGES.notAStaffAccount);
  const added = next.filter((role) => !current.some((held) => sameGrant(held, role)));
  const removed = current.filter((held) => !next.some((role) => sameGrant(held, role)));
  const notHeld = [
    ...added.map((role) => ({ role, adding: true })),
    ...removed.map((role) => ({ role, adding: false })),
  ].find(({ role }) => !hasPermission(caller.staffRoles, role.code as PermissionCode, role.context));
  if (notHeld)
    throw new ForbiddenError(
      notHeld.adding
        ? STAFF_ROLE_MESSAGES.grantNotHeld(notHeld.role.code)
        : STAFF_ROLE_MESSAGES.removeNotHeld(notHeld.role.code),
    );
  if (added.length + removed.length === 0) return { user: staffMemberOf(user), roles: heldRolesOf(current) };

  const roleManagerChange = managesRoles(next) === managesRoles(current) ? 0 : managesRoles(next) ? 1 : -1;
  try {
    await writeStaffRoles({ userId, before, roles: next, roleManagerChange, now: new Date() });
  } catch (error) {
    if (error instanceof LastRoleManagerError) throw new ConflictError(STAFF_ROLE_MESSAGES.lastRoleManager);
    if (error instanceof StaffRolesChangedError)
      throw new ConflictError(
        phrase("This user's roles were changed by someone else at the same moment. Please try again."),
      );
    throw error;
  }
  const describe = (roles: readonly StaffRoleGrant[]) =>
    roles.map((role) => (role.context ? `${role.code}@${role.context}` : role.code)).join(', ');
  await recordAudit({
    actorId: caller.id,
    action: 'staff.roles.update',
    subjectIds: [userId],
    schoolId: null,
    detail: { change: action, added: describe(added), removed: describe(removed) },
  });
  return { user: { ...staffMemberOf(user), roleCount: next.length }, roles: heldRolesOf(next) };
}

/** PUT: a preset, or none (Remove All Roles). */
export async function replaceUserRoles(
  caller: SessionUser,
  userId: string,
  grants: readonly UserRoleGrant[],
): Promise<UserRolesResponse> {
  await checkGrants(grants, (index) => ['userRoles', index]);
  const roles = uniqueGrants(grants);
  return setRoles(caller, userId, () => roles, 'replace');
}

export async function addUserRole(
  caller: SessionUser,
  request: UserRoleGrant & { user: string },
): Promise<UserRolesResponse> {
  await checkGrants([request], () => []);
  const role = { code: request.role, context: request.context };
  return setRoles(
    caller,
    request.user,
    (current) => {
      if (current.some((held) => sameGrant(held, role))) throw new ConflictError(STAFF_ROLE_MESSAGES.alreadyHeld);
      return [...current, role];
    },
    'add',
  );
}

export async function removeUserRoles(
  caller: SessionUser,
  grants: readonly (UserRoleGrant & { user: string })[],
): Promise<UserRolesResponse> {
  const removing = uniqueGrants(grants);
  return setRoles(
    caller,
    grants[0]?.user ?? '',
    (current) => {
      if (removing.some((role) => !current.some((held) => sameGrant(held, role))))
        throw new NotFoundError(STAFF_ROLE_MESSAGES.notHeld);
      return current.filter((held) => !removing.some((role) => sameGrant(held, role)));
    },
    'remove',
  );
}
