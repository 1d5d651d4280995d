import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, hasPermission, PERMISSION_CODES, STAFF_ROLE_PRESETS, visibleAdminTabs } from '../../../shared/permissions';

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

  it('builds the presets as the spec describes', () => {
    expect(STAFF_ROLE_PRESETS.tele).toHaveLength(11);
    expect(STAFF_ROLE_PRESETS.seniorTele.slice(11)).toEqual(['school.delete', 'school.merge']);
    expect(STAFF_ROLE_PRESETS.tech.slice(13)).toEqual(['voucher.generate']);
    expect(STAFF_ROLE_PRESETS.admin).toEqual(PERMISSION_CODES);
  });

  it('shows each admin tab only with its permission', () => {
    expect(visibleAdminTabs(grant(...STAFF_ROLE_PRESETS.admin)).map((tab) => tab.label)).toEqual(ADMIN_TABS.map((tab) => tab.label));
    expect(visibleAdminTabs(grant(...STAFF_ROLE_PRESETS.tele)).map((tab) => tab.label)).toEqual(['Schools', 'Stats']);
    expect(visibleAdminTabs([])).toEqual([]);
  });
});
