import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSION_CODES, permissionContexts, STAFF_ROLE_PRESETS } from '../../../shared/permissions';

const grant = (...codes: string[]) => codes.map((code) => ({ code, context: null }));

describe('staff permissions', () => {
  it('grants a code and everything below it in the dotted tree', () => {
    expect(hasPermission(grant('users.manage'), 'users.manage.delete.inactive-students')).toBe(true);
    expect(hasPermission(grant('email'), 'email.send-stats.read')).toBe(true);
  });

  it('does not grant a sibling or a parent', () => {
    expect(hasPermission(grant('users.manage.delete.inactive-students'), 'users.manage')).toBe(false);
    expect(hasPermission(grant('school.read'), 'school.read.extra' as never)).toBe(true);
    expect(hasPermission(grant('school.rea'), 'school.read')).toBe(false);
  });

  it('pins each preset to the codes the spec gives it', () => {
    // staff-console §4: tele (the first 11 permission roles), senior tele (plus school.delete,
    // school.merge), tech (plus voucher.generate), admin (all roles).
    const tele = [
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
    ];
    expect(STAFF_ROLE_PRESETS.tele).toEqual(tele);
    expect(STAFF_ROLE_PRESETS.seniorTele).toEqual([...tele, 'school.delete', 'school.merge']);
    expect(STAFF_ROLE_PRESETS.tech).toEqual([...tele, 'school.delete', 'school.merge', 'voucher.generate']);
    expect([...STAFF_ROLE_PRESETS.admin].sort()).toEqual([...PERMISSION_CODES].sort());
    expect(PERMISSION_CODES).toHaveLength(27);
  });

  it('keeps taking an address off the suppression list out of the email roles: a write needs its own', () => {
    for (const held of ['email', 'email.suppression-list.read'])
      expect(hasPermission(grant(held), 'suppression-list.remove'), held).toBe(false);
    expect(hasPermission(grant(...STAFF_ROLE_PRESETS.admin), 'suppression-list.remove')).toBe(true);
  });

  it.each(['audit.read', 'app.integration.manage', 'library.translate'] as const)(
    'keeps %s to its own role: in the Admin preset, in no other',
    (code) => {
      expect(STAFF_ROLE_PRESETS.admin).toContain(code);
      expect(hasPermission(grant(...STAFF_ROLE_PRESETS.tech), code)).toBe(false);
      expect(hasPermission(grant(code), code)).toBe(true);
    },
  );

  it('gives Identify to whoever may update schools, and lets it be granted alone', () => {
    expect(hasPermission(grant('school.update'), 'school.update.identify')).toBe(true);
    expect(hasPermission(grant(...STAFF_ROLE_PRESETS.tele), 'school.update.identify')).toBe(true);
    expect(hasPermission(grant('school.update.identify'), 'school.update')).toBe(false);
    expect(hasPermission(grant('school.vet'), 'school.update.identify')).toBe(false);
  });

  it('counts a contextual grant only for its own context', () => {
    const oneSchool = [{ code: 'school.manage', context: 'school-a' }];

    expect(hasPermission(oneSchool, 'school.manage', 'school-a')).toBe(true);
    expect(hasPermission(oneSchool, 'school.manage', 'school-b')).toBe(false);
    expect(hasPermission(oneSchool, 'school.manage')).toBe(false);
    expect(hasPermission(grant('school.manage'), 'school.manage', 'school-b')).toBe(true);
  });
});

describe('the contexts of a permission', () => {
  it('lists the schools contextual roles name, once each, and never a role granted everywhere', () => {
    // Prepare
    const roles = [
      { code: 'school.manage', context: 'school-a' },
      { code: 'school.read', context: null },
      { code: 'school.manage', context: 'school-b' },
      { code: 'school.manage', context: 'school-a' },
      { code: 'school.manage', context: null },
    ];

    // Act
    const contexts = permissionContexts(roles, 'school.manage');

    // Assess
    expect(contexts).toEqual(['school-a', 'school-b']);
    expect(permissionContexts(roles, 'school.read')).toEqual([]);
  });
});
