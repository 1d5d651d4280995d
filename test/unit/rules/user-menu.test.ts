import { describe, expect, it } from 'vitest';
import { adminConsoleMenuEntries, helpAudience, userMenuEntries } from '../../../shared/rules/user-menu';
import { aUser, child, parent, personal, schoolAdmin, staff, student, teacher } from './fixtures';

const labelsOf = (entries: ReturnType<typeof userMenuEntries>) => entries.map((entry) => entry.label);

describe('userMenuEntries', () => {
  it('gives a personal account My Subscriptions and Add Child Account', () => {
    // Prepare
    const user = personal();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual([
      'My Account',
      'My Subscriptions',
      'Add Child Account',
      'App Library',
      'Help',
      'Contact Us',
      'Logout',
    ]);
  });

  it('gives a parent Family Management', () => {
    // Prepare
    const user = parent();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual([
      'My Account',
      'Family Management',
      'App Library',
      'Help',
      'Contact Us',
      'Logout',
    ]);
    expect(entries.find((entry) => entry.id === 'family-management')).toMatchObject({
      kind: 'link',
      destination: 'family-management',
    });
  });

  it('gives a child Claim Activation Code and Switch to Parent Account', () => {
    // Prepare
    const user = child();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual([
      'My Account',
      'Claim Activation Code',
      'App Library',
      'Help',
      'Contact Us',
      'Switch to Parent Account',
      'Logout',
    ]);
    expect(entries.find((entry) => entry.id === 'switch-to-parent')).toMatchObject({
      kind: 'switch-to-parent',
      destination: 'login',
    });
  });

  it('gives a teacher School Management', () => {
    // Prepare
    const user = teacher();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual([
      'My Account',
      'School Management',
      'App Library',
      'Help',
      'Contact Us',
      'Logout',
    ]);
    expect(entries.find((entry) => entry.id === 'school-management')).toMatchObject({
      destination: 'school-management',
    });
  });

  it('gives a school admin School Management as a teacher', () => {
    // Prepare
    const user = schoolAdmin();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(entries.map((entry) => entry.id)).toContain('school-management');
  });

  it('gives a student only the common entries', () => {
    // Prepare
    const user = student();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual(['My Account', 'App Library', 'Help', 'Contact Us', 'Logout']);
  });

  it('gives anyone with a staff role the Admin Console', () => {
    // Prepare
    const user = staff();

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(entries.find((entry) => entry.id === 'admin-console')).toMatchObject({
      label: 'Admin Console',
      destination: 'admin-console',
    });
    expect(labelsOf(entries)).toEqual([
      'My Account',
      'My Subscriptions',
      'Add Child Account',
      'Admin Console',
      'App Library',
      'Help',
      'Contact Us',
      'Logout',
    ]);
  });

  it('gives a teacher with a staff role both the Admin Console and School Management', () => {
    // Prepare
    const user = aUser({ schoolRole: 'teacher', staffRoles: [{ code: 'stats.read', context: null }] });

    // Act
    const entries = userMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual([
      'My Account',
      'Admin Console',
      'School Management',
      'App Library',
      'Help',
      'Contact Us',
      'Logout',
    ]);
  });

  it('always ends with Logout', () => {
    // Prepare
    const users = [personal(), parent(), child(), teacher(), student(), staff()];

    // Act
    const lastEntries = users.map((user) => userMenuEntries(user).at(-1));

    // Assess
    for (const entry of lastEntries) expect(entry).toEqual({ id: 'logout', label: 'Logout', kind: 'logout' });
  });
});

describe('helpAudience', () => {
  it('sends school users to the school help, parents to the parent help and others to the home help', () => {
    // Prepare
    const users = { teacher: teacher(), student: student(), parent: parent(), child: child(), personal: personal() };

    // Act
    const audiences = Object.fromEntries(Object.entries(users).map(([name, user]) => [name, helpAudience(user)]));

    // Assess
    expect(audiences).toEqual({
      teacher: 'school',
      student: 'school',
      parent: 'parent',
      child: 'home',
      personal: 'home',
    });
  });

  it('is carried by the Help entry', () => {
    // Prepare
    const user = teacher();

    // Act
    const help = userMenuEntries(user).find((entry) => entry.id === 'help');

    // Assess
    expect(help).toEqual({ id: 'help', label: 'Help', kind: 'help', audience: 'school' });
  });
});

describe('adminConsoleMenuEntries', () => {
  it('gives staff My Account, App Library and Logout', () => {
    // Prepare
    const user = staff();

    // Act
    const entries = adminConsoleMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual(['My Account', 'App Library', 'Logout']);
  });

  it('adds School Management for a teacher', () => {
    // Prepare
    const user = aUser({ schoolRole: 'teacher', staffRoles: [{ code: 'school.read', context: null }] });

    // Act
    const entries = adminConsoleMenuEntries(user);

    // Assess
    expect(labelsOf(entries)).toEqual(['My Account', 'School Management', 'App Library', 'Logout']);
  });
});
