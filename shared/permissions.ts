import { phrase } from './i18n/text';

/**
 * Staff roles (staff-console §6). Codes are hierarchical and dotted: a role grants its own code and
 * every code below it, so `users.manage` also grants `users.manage.delete.inactive-students`.
 * A contextual role is granted for one context (a school id): it counts only on routes that name
 * that context, never as the role itself.
 */
export const STAFF_ROLES = [
  { code: 'school.read', name: phrase('Read schools'), contextual: false },
  { code: 'school.create', name: phrase('Create schools'), contextual: false },
  { code: 'school.update', name: phrase('Update schools'), contextual: false },
  { code: 'school.vet', name: phrase('Vet schools'), contextual: false },
  { code: 'school.visibility.update', name: phrase('Set demo and hidden flags'), contextual: false },
  { code: 'school.admin.update', name: phrase('Change school administrators'), contextual: false },
  { code: 'school.subscription.update', name: phrase('Grant school subscriptions'), contextual: false },
  { code: 'school.trial.update', name: phrase('Grant school trials'), contextual: false },
  { code: 'school.manage', name: phrase('Manage school data'), contextual: true },
  { code: 'user.school.update', name: phrase('Move teachers between schools'), contextual: false },
  { code: 'stats.read', name: phrase('Download statistics'), contextual: false },
  { code: 'school.delete', name: phrase('Delete schools'), contextual: false },
  { code: 'school.merge', name: phrase('Merge schools'), contextual: false },
  { code: 'voucher.generate', name: phrase('Generate vouchers'), contextual: false },
  { code: 'email', name: phrase('Export email lists'), contextual: false },
  { code: 'email.suppression-list.read', name: phrase('Read the email suppression list'), contextual: false },
  { code: 'email.send-stats.read', name: phrase('Read email send statistics'), contextual: false },
  /**
   * Remove from suppression list (staff-console §2 Users, Email Checker): SES then mails an address
   * that bounced or complained again, which risks the portal's sending reputation. A write, so it
   * stands outside `email`: holding the export of e-mail lists (or reading the list) never grants it.
   */
  {
    code: 'suppression-list.remove',
    name: phrase('Remove addresses from the email suppression list'),
    contextual: false,
  },
  { code: 'server.boot', name: phrase('Start and stop servers'), contextual: false },
  { code: 'users.manage', name: phrase('User tools'), contextual: false },
  { code: 'users.manage.delete.inactive-students', name: phrase('Delete inactive students'), contextual: false },
  { code: 'saml', name: phrase('Mock SAML logins'), contextual: false },
  { code: 'user.role.manage', name: phrase('Manage staff roles'), contextual: false },
  /**
   * Identify (staff-console §4 school flags): mark a school as identified against the CRM, or undo it. Under
   * school.update, so whoever edits schools also identifies them; it can be granted alone.
   */
  { code: 'school.update.identify', name: phrase('Identify schools'), contextual: false },
  /**
   * The audit log (ARCHITECTURE 'Audit trail'): who did what to which account or school, and its CSV. Its own role,
   * in no preset but Admin: reading what other staff did is a supervisor's tool.
   */
  { code: 'audit.read', name: phrase('Read the audit log'), contextual: false },
  /**
   * App integrations (ARCHITECTURE 'What an app may know about a person'): issue, rotate and revoke an
   * app's OneRoster API credentials and register LTI 1.3 tools. Each hands an app a way to read
   * rosters, so it is a role of its own, in no preset but Admin.
   */
  { code: 'app.integration.manage', name: phrase('Manage app integrations'), contextual: false },
  /**
   * The library's texts in every language (the apps' names and descriptions, the static pages): what
   * every visitor reads, so a role of its own, in no preset but Admin.
   */
  { code: 'library.translate', name: phrase('Translate the library'), contextual: false },
] as const;

export type PermissionCode = (typeof STAFF_ROLES)[number]['code'];
export const PERMISSION_CODES: readonly PermissionCode[] = STAFF_ROLES.map((role) => role.code);

const TELE_CODES = [
  'school.read',
  'school.create',
  'school.update',
  'school.vet',
  'school.visibility.update',
  'school.admin.update',
  'school.subscription.update',
  'school.trial.update',
  'school.manage',
  'user.school.update',
  'stats.read',
] as const satisfies readonly PermissionCode[];
const SENIOR_TELE_CODES = [...TELE_CODES, 'school.delete', 'school.merge'] as const satisfies readonly PermissionCode[];
const TECH_CODES = [...SENIOR_TELE_CODES, 'voucher.generate'] as const satisfies readonly PermissionCode[];

/**
 * The preset buttons of the roles page (staff-console §4), each listed code by code so that adding
 * a role to STAFF_ROLES never changes what a preset grants: Tele (11 roles), Senior Tele (plus
 * school.delete and school.merge), Tech (plus voucher.generate), Admin (every role).
 */
export const STAFF_ROLE_PRESETS = {
  tele: TELE_CODES,
  seniorTele: SENIOR_TELE_CODES,
  tech: TECH_CODES,
  admin: PERMISSION_CODES,
} as const;

export interface StaffRoleGrant {
  code: string;
  context: string | null;
}

/**
 * True when a held role is the permission itself or an ancestor of it in the dotted tree, and is
 * granted everywhere or for the given context. Without a context, contextual grants never count.
 */
export function hasPermission(
  roles: readonly StaffRoleGrant[],
  permission: PermissionCode,
  context: string | null = null,
): boolean {
  return roles.some(
    (role) =>
      (role.code === permission || permission.startsWith(`${role.code}.`)) &&
      (role.context === null || (context !== null && role.context === context)),
  );
}

/** True when a held role grants the permission everywhere or for some context (the route's domain then checks which). */
export function holdsPermissionAnywhere(roles: readonly StaffRoleGrant[], permission: PermissionCode): boolean {
  return roles.some((role) => role.code === permission || permission.startsWith(`${role.code}.`));
}

/** The contexts (school ids) a permission is granted for by contextual roles, in the order granted; roles granted everywhere are not listed. */
export function permissionContexts(roles: readonly StaffRoleGrant[], permission: PermissionCode): string[] {
  const contexts = roles.flatMap((role) =>
    role.context !== null && (role.code === permission || permission.startsWith(`${role.code}.`)) ? [role.context] : [],
  );
  return [...new Set(contexts)];
}

export function isStaff(roles: readonly StaffRoleGrant[]): boolean {
  return roles.length > 0;
}
