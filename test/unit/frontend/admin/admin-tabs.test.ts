import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, consoleTabs, visibleAdminTabs } from '../../../../frontend/src/features/admin/admin-tabs';
import { STAFF_ROLE_PRESETS } from '../../../../shared/permissions';

const grant = (...codes: string[]) => codes.map((code) => ({ code, context: null }));
const labelsOf = (tabs: readonly { label: string }[]) => tabs.map((tab) => tab.label);

describe('admin console tabs', () => {
  it('lists the tabs of staff-console §2 in order, then the audit log, each under /admin', () => {
    // Act
    const tabs = ADMIN_TABS.map((tab) => [tab.label, tab.path, tab.permission]);

    // Assess
    expect(tabs).toEqual([
      ['Staff', '/admin/staff', 'user.role.manage'],
      ['Schools', '/admin/schools', 'school.read'],
      ['Vouchers', '/admin/vouchers', 'voucher.generate'],
      ['Emails', '/admin/emails', 'email'],
      ['Servers', '/admin/servers', 'server.boot'],
      ['Stats', '/admin/stats', 'stats.read'],
      ['Users', '/admin/users', 'users.manage'],
      ['SAML', '/admin/saml', 'saml'],
      ['Audit', '/admin/audit', 'audit.read'],
      ['Apps', '/admin/apps', 'app.integration.manage'],
    ]);
  });

  it('opens the Apps tab with either app integrations or translation', () => {
    // Act
    const integrator = visibleAdminTabs(grant('app.integration.manage'));
    const translator = visibleAdminTabs(grant('library.translate'));

    // Assess
    expect(labelsOf(integrator)).toEqual(['Apps']);
    expect(labelsOf(translator)).toEqual(['Apps']);
  });

  it('shows each tab only with its permission', () => {
    // Act
    const admin = visibleAdminTabs(grant(...STAFF_ROLE_PRESETS.admin));
    const tele = visibleAdminTabs(grant(...STAFF_ROLE_PRESETS.tele));
    const support = visibleAdminTabs(grant('saml'));
    const none = visibleAdminTabs([]);

    // Assess
    expect(labelsOf(admin)).toEqual(labelsOf(ADMIN_TABS));
    expect(labelsOf(tele)).toEqual(['Schools', 'Stats']);
    expect(labelsOf(support)).toEqual(['SAML']);
    expect(none).toEqual([]);
  });

  it('opens no tab for a role granted for one school only', () => {
    // Act
    const tabs = visibleAdminTabs([{ code: 'school.manage', context: 'demo-secondary' }]);

    // Assess
    expect(tabs).toEqual([]);
  });

  it('ends with Jobs for every staff member, even one whose roles open no section', () => {
    // Act
    const tele = consoleTabs(grant(...STAFF_ROLE_PRESETS.tele));
    const oneSchool = consoleTabs([{ code: 'school.manage', context: 'demo-secondary' }]);

    // Assess
    expect(labelsOf(tele)).toEqual(['Schools', 'Stats', 'Jobs']);
    expect(oneSchool).toEqual([{ id: 'jobs', label: 'Jobs', path: '/admin/jobs' }]);
  });
});
