import * as z from 'zod/mini';
import { PERMISSION_CODES, STAFF_ROLES } from '../permissions';
import { singleLineText } from './common';
import { icu, phrase } from '../i18n/text';

/** What the Staff pages and their API say (staff-console §2, §8); the spec's words where it has them. */
export const STAFF_ROLE_MESSAGES = {
  userNotFound: 'The user could not be found',
  allRolesAdded: 'You have already added all the roles to this user',
  roleChangeFailed: 'Something went wrong',
  unknownRole: 'There is no staff role with that code.',
  contextNotAllowed: 'This role is not granted for a context: leave the context empty.',
  contextSchoolUnknown: 'There is no school with that id.',
  alreadyHeld: 'This user already has that role.',
  notHeld: 'This user does not have that role.',
  grantNotHeld: (code: string) => icu('You cannot grant the role {code}, because you do not hold it.', { code }),
  removeNotHeld: (code: string) => icu('You cannot remove the role {code}, because you do not hold it.', { code }),
  lastRoleManager: 'At least one staff member must keep the role user.role.manage, or nobody could manage staff roles.',
  oneUserAtATime: 'Remove the roles of one staff member at a time.',
  notAStaffAccount: 'Child accounts cannot be given staff roles.',
} as const;

const roleCodeSchema = z.string({ error: STAFF_ROLE_MESSAGES.unknownRole }).check(
  z.trim(),
  z.refine((code) => (PERMISSION_CODES as readonly string[]).includes(code), STAFF_ROLE_MESSAGES.unknownRole),
);

/** The context of a grant: a school id, or null (blank reads as null). */
const contextSchema = z.pipe(
  z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(64)))),
  z.transform((value) => (value ? value : null)),
);

/** One grant as the roles page sends it: a role code and its context. Whether the context fits the role is checked with the school. */
export const userRoleGrantSchema = z.object({ role: roleCodeSchema, context: contextSchema });
export type UserRoleGrant = z.output<typeof userRoleGrantSchema>;

export const staffUserIdParamsSchema = z.object({
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** A staff member or a candidate for Add Staff: who they are, with the e-mail the console needs. */
export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  roleCount: z.int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });

export const staffLookupQuerySchema = z.object({ username: singleLineText({ label: phrase('username'), max: 200 }) });

/** A role held, as the roles page lists it (Code, Name, Context). */
export const heldRoleSchema = z.object({
  code: z.string(),
  name: z.string(),
  contextual: z.boolean(),
  context: z.nullable(z.string()),
});
export type HeldRole = z.infer<typeof heldRoleSchema>;

export const userRolesResponseSchema = z.object({ user: staffMemberSchema, roles: z.array(heldRoleSchema) });
export type UserRolesResponse = z.infer<typeof userRolesResponseSchema>;

/** PUT: the roles the user ends with (a preset, or none for Remove All Roles). */
export const replaceUserRolesSchema = z.object({
  userRoles: z.array(userRoleGrantSchema).check(z.maxLength(STAFF_ROLES.length * 50)),
});

/** Add Role: one grant to one user. */
export const addUserRoleSchema = z.object({
  user: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  ...userRoleGrantSchema.shape,
});

/** Remove Roles: grants of one user. */
export const deleteUserRolesSchema = z.object({
  userRoles: z
    .array(
      z.object({ user: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), ...userRoleGrantSchema.shape }),
    )
    .check(
      z.minLength(1, phrase('Choose at least one role to remove.')),
      z.maxLength(STAFF_ROLES.length * 50),
      z.refine((grants) => new Set(grants.map((grant) => grant.user)).size <= 1, STAFF_ROLE_MESSAGES.oneUserAtATime),
    ),
});

/** The display name of a role code. */
export function staffRoleName(code: string): string {
  return STAFF_ROLES.find((role) => role.code === code)?.name ?? code;
}

export function isContextualRole(code: string): boolean {
  return STAFF_ROLES.find((role) => role.code === code)?.contextual ?? false;
}
