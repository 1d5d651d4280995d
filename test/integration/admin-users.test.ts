import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { adminUsersEndpoints } from '../../shared/api/endpoints/admin-users';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { ADMIN_USER_MESSAGES, USER_SEARCH_LIMIT } from '../../shared/schemas/admin-users';
import { TOO_MANY_RESET_REQUESTS } from '../../shared/schemas/password';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { listOutbox } from '../../functions/adapters/mail/outbox';
import { db } from '../../functions/data/client';
import { saveSamlAccount } from '../../functions/data/saml-accounts';
import { putSchools } from '../../functions/data/schools';
import { loadSessionUser, updateProfile, userProfiles } from '../../functions/data/users';
import { searchUsers as searchUsersAsStaff } from '../../functions/domain/admin-users/user-accounts';
import { aSchool } from '../support/schools';
import { putTestProvider } from './support/school-providers';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { profile, useLocalTable } from './support/local-table';
import { portal, registration, signInTokens } from './support/portal-client';
import { inGroups } from '../support/in-groups';

const { searchUsers, getUserAccount, sendUserPasswordReset, disableUserAccount, enableUserAccount } =
  adminUsersEndpoints;

/** A last name no other test uses, so a search finds only this test's accounts. */
function uniqueLastName(): string {
  return `Quade${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
}

/** A registered, signed-in account with the given name. */
async function accountNamed(firstName: string, lastName: string, accountType: 'home' | 'parent' | 'teacher' = 'home') {
  const form = registration({ accountType, firstName, lastName });
  const created = await callEndpoint(authEndpoints.register, { body: form });
  const tokens = await signInTokens(form.email, form.password);
  return { form, user: created.data.user, as: { token: tokens.IdToken, accessToken: tokens.AccessToken } };
}

const demo = () => inject('demo').userIds;

describe('Users search (users.manage)', () => {
  beforeAll(() => useLocalTable());

  it('finds an account by its e-mail, with its kind, family, status, sign-in methods and whether staff may log in as it', async () => {
    const found = await callEndpoint(searchUsers, { query: { query: DEMO_ACCOUNTS.parent.username }, as: 'staff' });

    expect(found.status).toBe(200);
    expect(found.data.more).toBe(false);
    expect(found.data.users[0]).toMatchObject({
      id: demo().parent,
      username: DEMO_ACCOUNTS.parent.username,
      kind: 'parent',
      staff: false,
      status: 'active',
      school: null,
      family: null,
      signInMethods: [{ kind: 'password', provider: null }],
      loginAs: { allowed: true, refusal: null },
    });
  });

  it('finds a child by its username with its family, and a student with its school', async () => {
    const child = await callEndpoint(searchUsers, { query: { query: DEMO_ACCOUNTS.child.username }, as: 'staff' });
    const student = await callEndpoint(searchUsers, { query: { query: DEMO_ACCOUNTS.student.username }, as: 'staff' });

    expect(child.data.users[0]).toMatchObject({
      id: demo().child,
      kind: 'child',
      family: { parentId: demo().parent },
    });
    expect(student.data.users[0]).toMatchObject({
      id: demo().student,
      kind: 'student',
      school: { name: 'Demo Primary School' },
    });
  });

  it('finds accounts by the beginning of a last name, or by first and last name in either order, sorted by name', async () => {
    const lastName = uniqueLastName();
    const zoe = await accountNamed('Zoë', lastName);
    const adam = await accountNamed('Adam', lastName, 'teacher');
    const search = async (query: string) =>
      (await callEndpoint(searchUsers, { query: { query }, as: 'staff' })).data.users.map((user) => user.id);

    expect(await search(lastName.slice(0, 9))).toEqual([adam.user.id, zoe.user.id]);
    expect(await search(`zoe ${lastName}`)).toEqual([zoe.user.id]);
    expect(await search(`${lastName.toUpperCase()}, Ad`)).toEqual([adam.user.id]);
    expect(await search(`Nobody ${lastName}`)).toEqual([]);
  });

  it(`answers at most ${USER_SEARCH_LIMIT} accounts, and says when more matched`, async () => {
    const lastName = uniqueLastName();
    const many = Array.from({ length: USER_SEARCH_LIMIT + 2 }, (_, index) =>
      profile({ firstName: `P${String(index).padStart(3, '0')}`, lastName }),
    );
    await inGroups(many, 25, (person) => userProfiles.put(person));

    const found = await callEndpoint(searchUsers, { query: { query: lastName }, as: 'staff' });

    expect(found.data.users).toHaveLength(USER_SEARCH_LIMIT);
    expect(found.data.more).toBe(true);
    expect(found.data.users[0]?.firstName).toBe('P000');
  });

  it("shows each found account's school sign-on, read in one batch rather than a query per account", async () => {
    // Prepare: three accounts of one school whose school system links two of them.
    const lastName = uniqueLastName();
    const school = aSchool();
    await putSchools([school]);
    const idp = await putTestProvider({ id: `find-${randomUUID().slice(0, 8)}`, schoolIds: [school.id] });
    const accounts = await Promise.all(
      ['Ana', 'Ben', 'Cy'].map((firstName) => accountNamed(firstName, lastName, 'teacher')),
    );
    for (const account of accounts)
      await updateProfile(account.user.id, { schoolId: school.id, schoolRole: 'teacher' });
    for (const account of accounts.slice(0, 2))
      await saveSamlAccount({
        userId: account.user.id,
        samlIdpId: idp.id,
        nameId: `nid-${account.user.id}`,
        email: null,
        linkedAt: new Date().toISOString(),
      });
    const actor = await loadSessionUser(demo().staff);
    if (!actor) throw new Error('the demo staff account is missing');
    const send = vi.spyOn(db(), 'send');

    // Act
    const found = await searchUsersAsStaff(actor, lastName);

    // Assess
    const samlQueries = send.mock.calls.filter(([command]) => JSON.stringify(command.input).includes('SAMLACCOUNT#'));
    send.mockRestore();
    expect(found.users.map((user) => user.signInMethods)).toEqual([
      [
        { kind: 'password', provider: null },
        { kind: 'saml', provider: idp.name },
      ],
      [
        { kind: 'password', provider: null },
        { kind: 'saml', provider: idp.name },
      ],
      [{ kind: 'password', provider: null }],
    ]);
    expect(samlQueries.map(([command]) => command.constructor.name)).toEqual(['BatchGetCommand']);
  });

  it('refuses a query too short or too long with its message', async () => {
    const short = await callEndpoint(searchUsers, { query: { query: 'a' }, as: 'staff' });
    const long = await callEndpoint(searchUsers, { query: { query: 'x'.repeat(255) }, as: 'staff' });

    expect(short.status).toBe(422);
    expect(short.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.queryTooShort);
    expect(long.status).toBe(422);
    expect(long.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.queryTooLong);
  });

  it('is refused to staff without users.manage, to a contextual school role, to others and to no one', async () => {
    const query = { query: DEMO_ACCOUNTS.parent.username };

    expect((await callEndpoint(searchUsers, { query, as: 'teleStaff' })).status).toBe(403);
    expect((await callEndpoint(searchUsers, { query, as: 'schoolDataStaff' })).status).toBe(403);
    expect((await callEndpoint(searchUsers, { query, as: 'schoolAdmin' })).status).toBe(403);
    expect((await callEndpoint(searchUsers, { query, as: null })).status).toBe(401);
  });
});

describe("An account's page (users.manage)", () => {
  beforeAll(() => useLocalTable());

  it("shows a parent's children and a staff member's roles", async () => {
    const parent = await callEndpoint(getUserAccount, { params: { userId: demo().parent }, as: 'staff' });
    const tele = await callEndpoint(getUserAccount, { params: { userId: demo().teleStaff }, as: 'staff' });

    expect(parent.status).toBe(200);
    expect(parent.data.children.map((child) => child.id).sort()).toEqual([demo().child, demo().secondChild].sort());
    expect(tele.data.user.staff).toBe(true);
    expect(tele.data.staffRoles.length).toBeGreaterThan(0);
  });

  it('answers 404 for an id with no account, and is refused without users.manage', async () => {
    const missing = await callEndpoint(getUserAccount, { params: { userId: randomUUID() }, as: 'staff' });

    expect(missing.status).toBe(404);
    expect(missing.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.notFound);
    expect((await callEndpoint(getUserAccount, { params: { userId: demo().parent }, as: 'teleStaff' })).status).toBe(
      403,
    );
    expect((await callEndpoint(getUserAccount, { params: { userId: demo().parent }, as: 'parent' })).status).toBe(403);
  });
});

describe('Send password reset (users.manage)', () => {
  beforeAll(() => useLocalTable());

  it("mails the account's e-mail a reset link, audited with the staff member as actor", async () => {
    const account = await accountNamed('Rita', uniqueLastName());

    const sent = await callEndpoint(sendUserPasswordReset, { params: { userId: account.user.id }, as: 'staff' });

    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ sentTo: account.form.email });
    const mails = (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.to === account.form.email);
    expect(mails.some((mail) => mail.text.includes('/password/reset/'))).toBe(true);
    const audit = await auditOf(demo().staff, 'user.password-reset.send');
    expect(audit.at(-1)).toMatchObject({ subjectIds: [account.user.id], detail: { sentTo: account.form.email } });
  });

  it("refuses a child's or student's account, an unknown id, and after five an hour", async () => {
    const child = await callEndpoint(sendUserPasswordReset, { params: { userId: demo().child }, as: 'staff' });
    const missing = await callEndpoint(sendUserPasswordReset, { params: { userId: randomUUID() }, as: 'staff' });
    const account = await accountNamed('Remy', uniqueLastName());
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1)
      statuses.push(
        (await callEndpoint(sendUserPasswordReset, { params: { userId: account.user.id }, as: 'staff' })).status,
      );
    const limited = await callEndpoint(sendUserPasswordReset, { params: { userId: account.user.id }, as: 'staff' });

    expect(child.status).toBe(409);
    expect(child.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.managedPassword);
    expect(missing.status).toBe(404);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(limited.errors[0]?.detail).toBe(TOO_MANY_RESET_REQUESTS);
  });

  it('is refused to staff without users.manage', async () => {
    const refused = await callEndpoint(sendUserPasswordReset, { params: { userId: demo().parent }, as: 'teleStaff' });

    expect(refused.status).toBe(403);
  });
});

describe('Account actions on staff holding more roles (staff-console §6)', () => {
  beforeAll(() => useLocalTable());

  it('refuses a password reset and enabling to users.manage alone for staff holding other roles, as log in as does', async () => {
    // Prepare: support with users.manage only, and a disabled staff member who reads the audit log.
    const support = await accountNamed('Sam', uniqueLastName());
    await userProfiles.update({ id: support.user.id }, { staffRoles: [{ code: 'users.manage', context: null }] });
    const auditor = await accountNamed('Aude', uniqueLastName());
    await userProfiles.update(
      { id: auditor.user.id },
      { staffRoles: [{ code: 'audit.read', context: null }], status: 'disabled' },
    );
    const mailsBefore = (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.to === auditor.form.email);

    // Act
    const reset = await callEndpoint(sendUserPasswordReset, { params: { userId: auditor.user.id }, as: support.as });
    const enable = await callEndpoint(enableUserAccount, { params: { userId: auditor.user.id }, as: support.as });
    const resetAdmin = await callEndpoint(sendUserPasswordReset, { params: { userId: demo().staff }, as: support.as });

    // Assess: refused with why, nothing mailed or changed; whoever holds the roles may.
    for (const refused of [reset, enable, resetAdmin]) {
      expect(refused.status).toBe(403);
      expect(refused.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.moreRoles);
    }
    // The account's page tells the console not to offer them.
    const seen = await callEndpoint(getUserAccount, { params: { userId: auditor.user.id }, as: support.as });
    expect(seen.data.user.holdsMoreRoles).toBe(true);
    const seenByAdmin = await callEndpoint(getUserAccount, { params: { userId: auditor.user.id }, as: 'staff' });
    expect(seenByAdmin.data.user.holdsMoreRoles).toBe(false);
    const mailsAfter = (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.to === auditor.form.email);
    expect(mailsAfter).toHaveLength(mailsBefore.length);
    expect((await userProfiles.get({ id: auditor.user.id }))?.status).toBe('disabled');
    const enabled = await callEndpoint(enableUserAccount, { params: { userId: auditor.user.id }, as: 'staff' });
    expect(enabled.data.user.status).toBe('active');
  });
});

describe('Disable and enable an account (users.manage)', () => {
  beforeAll(() => useLocalTable());

  it('disables an account: its calls are refused and it cannot sign in, until it is enabled; each audited once', async () => {
    const account = await accountNamed('Dora', uniqueLastName());

    const disabled = await callEndpoint(disableUserAccount, { params: { userId: account.user.id }, as: 'staff' });
    const again = await callEndpoint(disableUserAccount, { params: { userId: account.user.id }, as: 'staff' });
    const sessionWhileDisabled = await callEndpoint(sessionEndpoints.getSession, { as: account.as });
    const signInWhileDisabled = await signInTokens(account.form.email, account.form.password).catch(
      (error: unknown) => error,
    );
    const enabled = await callEndpoint(enableUserAccount, { params: { userId: account.user.id }, as: 'staff' });
    const tokens = await signInTokens(account.form.email, account.form.password);

    expect(disabled.status).toBe(200);
    expect(disabled.data.user.status).toBe('disabled');
    expect(disabled.data.user.loginAs.allowed).toBe(false);
    expect(again.status).toBe(200);
    expect(sessionWhileDisabled.status).toBe(401);
    expect(signInWhileDisabled).toBeInstanceOf(Error);
    expect(enabled.data.user.status).toBe('active');
    expect((await callEndpoint(sessionEndpoints.getSession, { as: { token: tokens.IdToken } })).data.user?.id).toBe(
      account.user.id,
    );
    expect(
      (await auditOf(demo().staff, 'user.disable')).filter((event) => event.subjectIds[0] === account.user.id),
    ).toHaveLength(1);
    expect(
      (await auditOf(demo().staff, 'user.enable')).filter((event) => event.subjectIds[0] === account.user.id),
    ).toHaveLength(1);
  });

  it('refuses to disable oneself or a staff account, and to change a deleted account', async () => {
    const deleted = profile({ status: 'deleted' });
    await userProfiles.put(deleted);

    const self = await callEndpoint(disableUserAccount, { params: { userId: demo().staff }, as: 'staff' });
    const staff = await callEndpoint(disableUserAccount, { params: { userId: demo().teleStaff }, as: 'staff' });
    const gone = await callEndpoint(enableUserAccount, { params: { userId: deleted.id }, as: 'staff' });

    expect(self.status).toBe(409);
    expect(self.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.disableSelf);
    expect(staff.status).toBe(409);
    expect(staff.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.disableStaff);
    expect(gone.status).toBe(409);
    expect(gone.errors[0]?.detail).toBe(ADMIN_USER_MESSAGES.deleted);
  });

  it('is refused to staff without users.manage and to a school administrator, changing nothing', async () => {
    const account = await accountNamed('Ivy', uniqueLastName());

    const tele = await callEndpoint(disableUserAccount, { params: { userId: account.user.id }, as: 'teleStaff' });
    const admin = await callEndpoint(disableUserAccount, { params: { userId: demo().teacher }, as: 'schoolAdmin' });
    const enable = await callEndpoint(enableUserAccount, { params: { userId: account.user.id }, as: 'teleStaff' });

    expect([tele.status, admin.status, enable.status]).toEqual([403, 403, 403]);
    expect((await callEndpoint(sessionEndpoints.getSession, { as: account.as })).status).toBe(200);
  });
});
