import { beforeAll, describe, expect, inject, it } from 'vitest';
import { vouchersEndpoints } from '../../shared/api/endpoints/vouchers';
import { staffRolesEndpoints } from '../../shared/api/endpoints/staff-roles';
import { STAFF_ROLE_PRESETS } from '../../shared/permissions';
import { STAFF_ROLE_MESSAGES } from '../../shared/schemas/staff-roles';
import { DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { roleManagerCounts } from '../../functions/data/staff-roster';
import { db, tableName } from '../../functions/data/client';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { csvRows } from '../support/csv-rows';

const {
  listStaff,
  findStaffCandidate,
  getUserRoles,
  replaceUserRoles,
  addUserRole,
  deleteUserRoles,
  exportRoleReport,
} = staffRolesEndpoints;

const grants = (codes: readonly string[]) => codes.map((role) => ({ role, context: null }));

/** A fresh account made staff by the demo staff member (Admin preset), with these roles. */
async function freshStaff(userRoles: { role: string; context: string | null }[]) {
  const account = await freshAccount();
  const answer = await callEndpoint(replaceUserRoles, {
    params: { userId: account.user.id },
    body: { userRoles },
    as: 'staff',
  });
  expect(answer.errors).toEqual([]);
  return account;
}

async function moveRoleManagerCount(change: number) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: roleManagerCounts.keyOf({}),
      UpdateExpression: 'ADD #holders :change',
      ExpressionAttributeNames: { '#holders': 'holders' },
      ExpressionAttributeValues: { ':change': change },
    }),
  );
}

describe('staff roles', () => {
  beforeAll(() => useLocalTable());

  it('lists the current staff by name with their e-mail, and finds an account to add by its username', async () => {
    const staff = await callEndpoint(listStaff, { as: 'staff' });
    const names = staff.data.staff.map((member) => member.name);
    expect(names).toEqual(expect.arrayContaining(['Stella Staff', 'Theo Tele']));
    expect(staff.data.staff.find((member) => member.name === 'Stella Staff')).toMatchObject({
      email: 'staff@demo.example',
      roleCount: STAFF_ROLE_PRESETS.admin.length,
    });
    expect(names).not.toContain('Tom Teacher');

    const found = await callEndpoint(findStaffCandidate, { query: { username: 'TEACHER@demo.example' }, as: 'staff' });
    expect(found.data).toMatchObject({
      id: inject('demo').userIds.teacher,
      email: 'teacher@demo.example',
      roleCount: 0,
    });
    const missing = await callEndpoint(findStaffCandidate, {
      query: { username: 'nobody-here@demo.example' },
      as: 'staff',
    });
    expect(missing.status).toBe(404);
    expect(missing.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.userNotFound);
  });

  it('adds a role, which opens its tab at once, lists it with its name, and records who gave it', async () => {
    const account = await freshAccount();
    const before = await callEndpoint(vouchersEndpoints.listVoucherBatches, { as: account.as });
    expect(before.status).toBe(403);

    const added = await callEndpoint(addUserRole, {
      body: { user: account.user.id, role: 'voucher.generate', context: null },
      as: 'staff',
    });

    expect(added.status).toBe(201);
    expect(added.data.roles).toEqual([
      { code: 'voucher.generate', name: 'Generate vouchers', contextual: false, context: null },
    ]);
    expect((await callEndpoint(vouchersEndpoints.listVoucherBatches, { as: account.as })).status).toBe(200);
    expect(
      (await callEndpoint(getUserRoles, { params: { userId: account.user.id }, as: 'staff' })).data.roles.map(
        (role) => role.code,
      ),
    ).toEqual(['voucher.generate']);
    expect((await callEndpoint(listStaff, { as: 'staff' })).data.staff.map((member) => member.id)).toContain(
      account.user.id,
    );
    const audit = await auditOf(inject('demo').userIds.staff, 'staff.roles.update');
    expect(
      audit.some((event) => event.subjectIds.includes(account.user.id) && event.detail['added'] === 'voucher.generate'),
    ).toBe(true);

    const again = await callEndpoint(addUserRole, {
      body: { user: account.user.id, role: 'voucher.generate', context: null },
      as: 'staff',
    });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.alreadyHeld);
  });

  it('takes a school id as the context of a contextual role only, and only an existing school', async () => {
    const account = await freshAccount();
    const add = (role: string, context: string | null) =>
      callEndpoint(addUserRole, { body: { user: account.user.id, role, context }, as: 'staff' });

    const cases = [
      [await add('school.manage', 'no-such-school'), STAFF_ROLE_MESSAGES.contextSchoolUnknown],
      [await add('school.read', DEMO_SCHOOL_ID), STAFF_ROLE_MESSAGES.contextNotAllowed],
      [await add('school.everything', null), STAFF_ROLE_MESSAGES.unknownRole],
    ] as const;
    for (const [answer, message] of cases) {
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.detail).toBe(message);
    }
    expect((await callEndpoint(getUserRoles, { params: { userId: account.user.id }, as: 'staff' })).data.roles).toEqual(
      [],
    );

    const manage = await add('school.manage', DEMO_SCHOOL_ID);
    expect(manage.data.roles).toEqual([
      { code: 'school.manage', name: 'Manage school data', contextual: true, context: DEMO_SCHOOL_ID },
    ]);
  });

  it('replaces the roles with a preset, and Remove All Roles takes the user off the staff', async () => {
    const account = await freshStaff(grants(['saml']));

    const tele = await callEndpoint(replaceUserRoles, {
      params: { userId: account.user.id },
      body: { userRoles: grants(STAFF_ROLE_PRESETS.tele) },
      as: 'staff',
    });
    expect(tele.data.roles.map((role) => role.code).sort()).toEqual([...STAFF_ROLE_PRESETS.tele].sort());
    expect(tele.data.user.roleCount).toBe(11);

    const none = await callEndpoint(replaceUserRoles, {
      params: { userId: account.user.id },
      body: { userRoles: [] },
      as: 'staff',
    });
    expect(none.data.roles).toEqual([]);
    expect((await callEndpoint(listStaff, { as: 'staff' })).data.staff.map((member) => member.id)).not.toContain(
      account.user.id,
    );
  });

  it('removes the chosen roles of one user, refusing a role they do not hold or several users at once', async () => {
    const account = await freshStaff(grants(['saml', 'stats.read', 'email']));
    const userId = account.user.id;

    const removed = await callEndpoint(deleteUserRoles, {
      body: {
        userRoles: [
          { user: userId, role: 'saml', context: null },
          { user: userId, role: 'email', context: null },
        ],
      },
      as: 'staff',
    });
    expect(removed.data.roles.map((role) => role.code)).toEqual(['stats.read']);

    const notHeld = await callEndpoint(deleteUserRoles, {
      body: { userRoles: [{ user: userId, role: 'saml', context: null }] },
      as: 'staff',
    });
    expect(notHeld.status).toBe(404);
    expect(notHeld.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.notHeld);
    const twoUsers = await callEndpoint(deleteUserRoles, {
      body: {
        userRoles: [
          { user: userId, role: 'stats.read', context: null },
          { user: inject('demo').userIds.teleStaff, role: 'stats.read', context: null },
        ],
      },
      as: 'staff',
    });
    expect(twoUsers.status).toBe(422);
    expect(twoUsers.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.oneUserAtATime);
    expect(
      (await callEndpoint(getUserRoles, { params: { userId }, as: 'staff' })).data.roles.map((role) => role.code),
    ).toEqual(['stats.read']);
  });

  it('lets a staff member grant and take only roles they hold, and a school-bound role only for their school', async () => {
    const manager = await freshStaff([
      ...grants(['user.role.manage', 'stats.read']),
      { role: 'school.manage', context: DEMO_SCHOOL_ID },
    ]);
    const target = await freshStaff(grants(['saml']));
    const add = (role: string, context: string | null) =>
      callEndpoint(addUserRole, { body: { user: target.user.id, role, context }, as: manager.as });

    const notHeld = await add('voucher.generate', null);
    expect(notHeld.status).toBe(403);
    expect(notHeld.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.grantNotHeld('voucher.generate'));
    const otherSchool = await add('school.manage', DEMO_OTHER_SCHOOL_ID);
    expect(otherSchool.status).toBe(403);
    const everySchool = await add('school.manage', null);
    expect(everySchool.status).toBe(403);
    const takeNotHeld = await callEndpoint(deleteUserRoles, {
      body: { userRoles: [{ user: target.user.id, role: 'saml', context: null }] },
      as: manager.as,
    });
    expect(takeNotHeld.status).toBe(403);
    expect(takeNotHeld.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.removeNotHeld('saml'));
    const promoteToAdmin = await callEndpoint(replaceUserRoles, {
      params: { userId: target.user.id },
      body: { userRoles: grants(STAFF_ROLE_PRESETS.admin) },
      as: manager.as,
    });
    expect(promoteToAdmin.status).toBe(403);

    expect((await add('stats.read', null)).status).toBe(201);
    expect((await add('school.manage', DEMO_SCHOOL_ID)).status).toBe(201);
    expect(
      (await callEndpoint(getUserRoles, { params: { userId: target.user.id }, as: 'staff' })).data.roles.map(
        (role) => role.code,
      ),
    ).toEqual(['saml', 'school.manage', 'stats.read']);
  });

  it('never takes user.role.manage from its last holder', async () => {
    const manager = await freshStaff(grants(['user.role.manage']));
    const { holders } = (await roleManagerCounts.get({}, { consistent: true })) ?? { holders: 0 };
    expect(holders).toBeGreaterThanOrEqual(2);
    // Pretend every other holder is gone: the count says this account is the last.
    await moveRoleManagerCount(1 - holders);
    try {
      const refused = await callEndpoint(replaceUserRoles, {
        params: { userId: manager.user.id },
        body: { userRoles: [] },
        as: 'staff',
      });
      expect(refused.status).toBe(409);
      expect(refused.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.lastRoleManager);
      expect(
        (await callEndpoint(getUserRoles, { params: { userId: manager.user.id }, as: 'staff' })).data.roles.map(
          (role) => role.code,
        ),
      ).toEqual(['user.role.manage']);
    } finally {
      await moveRoleManagerCount(holders - 1);
    }
    const allowed = await callEndpoint(replaceUserRoles, {
      params: { userId: manager.user.id },
      body: { userRoles: [] },
      as: 'staff',
    });
    expect(allowed.errors).toEqual([]);
    expect((await roleManagerCounts.get({}, { consistent: true }))?.holders).toBe(holders - 1);
  });

  it('loses no role when several are added at the same moment: each is kept or refused as a concurrent change', async () => {
    const account = await freshStaff(grants(['saml']));
    const codes = ['stats.read', 'email', 'server.boot', 'voucher.generate', 'users.manage'];

    const answers = await Promise.all(
      codes.map((role) =>
        callEndpoint(addUserRole, { body: { user: account.user.id, role, context: null }, as: 'staff' }),
      ),
    );

    const kept = codes.filter((_, index) => answers[index]?.status === 201);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(kept.length).toBeGreaterThan(0);
    const held = (
      await callEndpoint(getUserRoles, { params: { userId: account.user.id }, as: 'staff' })
    ).data.roles.map((role) => role.code);
    expect(held.sort()).toEqual(['saml', ...kept].sort());
  });

  it('refuses staff roles for a child account', async () => {
    const answer = await callEndpoint(addUserRole, {
      body: { user: inject('demo').userIds.child, role: 'saml', context: null },
      as: 'staff',
    });
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(STAFF_ROLE_MESSAGES.notAStaffAccount);
  });

  it('exports the role report: a row per staff member and role', async () => {
    const report = await callEndpoint(exportRoleReport, { as: 'staff' });

    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(String(report.raw));
    expect(rows[0]).toEqual(['Username', 'Name', 'Email', 'Code', 'Role', 'Context']);
    expect(rows).toContainEqual([
      'staff@demo.example',
      'Stella Staff',
      'staff@demo.example',
      'user.role.manage',
      'Manage staff roles',
      'All',
    ]);
    expect(rows).toContainEqual([
      'schooldata@demo.example',
      expect.any(String),
      'schooldata@demo.example',
      'school.manage',
      'Manage school data',
      DEMO_OTHER_SCHOOL_ID,
    ]);
  });

  it('refuses every Staff route to staff without user.role.manage', async () => {
    for (const answer of [
      await callEndpoint(listStaff, { as: 'teleStaff' }),
      await callEndpoint(addUserRole, {
        body: { user: inject('demo').userIds.teacher, role: 'saml', context: null },
        as: 'supportStaff',
      }),
      await callEndpoint(exportRoleReport, { as: 'schoolDataStaff' }),
    ]) {
      expect(answer.status).toBe(403);
    }
  });
});
