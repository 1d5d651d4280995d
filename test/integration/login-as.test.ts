import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACT_AS_ENDED_ERROR_CODE } from '../../shared/api/acting-as-header';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { staffRolesEndpoints } from '../../shared/api/endpoints/staff-roles';
import { LOGIN_AS_MESSAGES } from '../../shared/schemas/acting-as';
import { dataSharingEndpoints } from '../../shared/api/endpoints/data-sharing';
import { schoolSettingsEndpoints } from '../../shared/api/endpoints/school-settings';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { updateProfile } from '../../functions/data/users';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { cognitoCall, signInTokens } from './support/portal-client';

const { startLoginAs, endActingAs } = actingAsEndpoints;
const { getSession } = sessionEndpoints;

/** A new account given one staff role (everywhere, or for one school). */
async function staffAccountWith(role: string, context: string | null) {
  const agent = await freshAccount();
  await callEndpoint(staffRolesEndpoints.replaceUserRoles, {
    params: { userId: agent.user.id },
    body: { userRoles: [{ role, context }] },
    as: 'staff',
  });
  return agent;
}

describe('staff log in as another user', () => {
  beforeAll(() => useLocalTable());

  it('gives staff a grant under which calls are the user’s, audited, until they return to the console', async () => {
    const teacherId = inject('demo').userIds.teacher;

    const started = await callEndpoint(startLoginAs, { body: { user: teacherId }, as: 'teleStaff' });

    expect(started.status).toBe(201);
    expect(started.data.actingAs).toMatchObject({
      kind: 'staff-as-user',
      actor: { id: inject('demo').userIds.teleStaff },
    });
    const secret = started.data.grant.secret;
    expect((await callEndpoint(getSession, { as: 'teleStaff', actAs: secret })).data.user.id).toBe(teacherId);
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'act-as.start');
    expect(audit.at(-1)).toMatchObject({ subjectIds: [teacherId], detail: { kind: 'staff-as-user' } });

    await callEndpoint(endActingAs, { as: 'teleStaff', actAs: secret });
    const after = await callEndpoint(getSession, { as: 'teleStaff', actAs: secret });
    expect(after.status).toBe(401);
    expect(after.errors[0]?.code).toBe(ACT_AS_ENDED_ERROR_CODE);
  });

  it('refuses to act as a third person while acting (403, saying why), leaving the session and grant as they were', async () => {
    // Prepare: staff logged in as the demo parent, who has children.
    const started = await callEndpoint(startLoginAs, { body: { user: inject('demo').userIds.parent }, as: 'staff' });
    const actAs = started.data.grant.secret;

    // Act: as the parent, ask to act as the parent's child.
    const nested = await callEndpoint(childrenEndpoints.startActingAsChild, {
      params: { childId: inject('demo').userIds.child },
      as: 'staff',
      actAs,
    });

    // Assess
    expect(nested.status).toBe(403);
    expect(nested.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.nested);
    expect((await callEndpoint(getSession, { as: 'staff', actAs })).data.user.id).toBe(inject('demo').userIds.parent);
    await callEndpoint(endActingAs, { as: 'staff', actAs });
  });

  it('never reaches a staff member who holds roles the caller does not, nor the caller themself', async () => {
    const agent = await staffAccountWith('users.manage', null);
    const higher = await callEndpoint(startLoginAs, { body: { user: inject('demo').userIds.staff }, as: agent.as });
    expect(higher.status).toBe(403);
    expect(higher.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.moreRoles);

    const self = await callEndpoint(startLoginAs, {
      body: { user: inject('demo').userIds.teleStaff },
      as: 'teleStaff',
    });
    expect(self.status).toBe(409);
    expect(self.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.self);

    const missing = await callEndpoint(startLoginAs, { body: { user: 'no-such-user' }, as: 'teleStaff' });
    expect(missing.status).toBe(404);
    expect(missing.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.userNotFound);
  });

  it('needs a log-in-as role: everywhere, or school.manage for the user’s own school', async () => {
    const notPermitted = await callEndpoint(startLoginAs, {
      body: { user: inject('demo').userIds.teacher },
      as: 'supportStaff',
    });
    expect(notPermitted.status).toBe(403);
    expect(notPermitted.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.notPermitted);

    // schooldata@ manages Demo Secondary only: not Demo Primary's teacher, but a teacher of its own school.
    const otherSchool = await callEndpoint(startLoginAs, {
      body: { user: inject('demo').userIds.teacher },
      as: 'schoolDataStaff',
    });
    expect(otherSchool.status).toBe(403);
    const ownSchoolTeacher = await freshAccount('teacher');
    await updateProfile(ownSchoolTeacher.user.id, { schoolId: DEMO_OTHER_SCHOOL_ID, schoolRole: 'teacher' });
    expect(
      (await callEndpoint(startLoginAs, { body: { user: ownSchoolTeacher.user.id }, as: 'schoolDataStaff' })).status,
    ).toBe(201);

    const parent = await callEndpoint(startLoginAs, { body: { user: inject('demo').userIds.teacher }, as: 'parent' });
    expect(parent.status).toBe(403);
  });

  it('keeps school.manage for one school from reaching another school through its administrator (a district administrator)', async () => {
    // Prepare: staff whose school.manage covers Demo Primary only; the demo school administrator
    // of Demo Primary is also district administrator of Demo Secondary (bin/seed/seed.ts).
    const agent = await staffAccountWith('school.manage', DEMO_SCHOOL_ID);
    const otherTeacher = await freshAccount('teacher');
    await updateProfile(otherTeacher.user.id, { schoolId: DEMO_OTHER_SCHOOL_ID, schoolRole: 'teacher' });

    // Act: log in as the district administrator.
    const refused = await callEndpoint(startLoginAs, {
      body: { user: inject('demo').userIds.schoolAdmin },
      as: agent.as,
    });

    // Assess
    expect(refused.status).toBe(403);
    expect(refused.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.administersBeyond);

    // Prepare: an administrator of Demo Primary alone, whom the agent may reach...
    const admin = await freshAccount('teacher');
    await updateProfile(admin.user.id, { schoolId: DEMO_SCHOOL_ID, schoolRole: 'teacher', isSchoolAdmin: true });
    const started = await callEndpoint(startLoginAs, { body: { user: admin.user.id }, as: agent.as });
    expect(started.status).toBe(201);
    const actAs = started.data.grant.secret;
    // ...who then becomes district administrator of Demo Secondary while the agent acts as them.
    await setDistrictAdministrator(DEMO_OTHER_SCHOOL_ID, admin.user.id, { administrator: true });

    // Act: what the agent did in the browser, as the administrator, on Demo Secondary.
    const onOtherSchool = { schoolId: DEMO_OTHER_SCHOOL_ID };
    const answers = [
      await callEndpoint(teachersEndpoints.listSchoolTeachers, { params: onOtherSchool, as: agent.as, actAs }),
      await callEndpoint(dataSharingEndpoints.getSchoolDataSharing, { params: onOtherSchool, as: agent.as, actAs }),
      await callEndpoint(schoolSettingsEndpoints.updateSchoolSettings, {
        params: onOtherSchool,
        body: { address: '1 Taken Street', city: 'Elsewhere', postcode: '9999', phone: '', competitive: true },
        as: agent.as,
        actAs,
      }),
      await callEndpoint(teachersEndpoints.resetTeacherPassword, {
        params: { ...onOtherSchool, teacherId: otherTeacher.user.id },
        as: agent.as,
        actAs,
      }),
    ];
    await setDistrictAdministrator(DEMO_OTHER_SCHOOL_ID, admin.user.id, { administrator: false });
    // The demo school's members are read by other files: leave it as the seed made it.
    await updateProfile(admin.user.id, { schoolId: null, schoolRole: null, isSchoolAdmin: false });

    // Assess: the grant ended the moment its subject reached beyond the agent's roles.
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.errors[0]?.code).toBe(ACT_AS_ENDED_ERROR_CODE);
    }
  });

  it('reaches a parent with users.manage, never with school.manage alone (the rule the console shows)', async () => {
    const parentId = inject('demo').userIds.parent;

    const tele = await callEndpoint(startLoginAs, { body: { user: parentId }, as: 'teleStaff' });
    const staff = await callEndpoint(startLoginAs, { body: { user: parentId }, as: 'staff' });

    expect(tele.status).toBe(403);
    expect(tele.errors[0]?.detail).toBe(LOGIN_AS_MESSAGES.notSchoolMember);
    expect(staff.status).toBe(201);
    expect((await callEndpoint(getSession, { as: 'staff', actAs: staff.data.grant.secret })).data.user.id).toBe(
      parentId,
    );
    await callEndpoint(endActingAs, { as: 'staff', actAs: staff.data.grant.secret });
  });

  it('ends at once when the staff member loses the role that allowed it', async () => {
    const agent = await staffAccountWith('users.manage', null);
    const started = await callEndpoint(startLoginAs, { body: { user: inject('demo').userIds.student }, as: agent.as });
    expect(started.status).toBe(201);
    expect((await callEndpoint(getSession, { as: agent.as, actAs: started.data.grant.secret })).data.user.id).toBe(
      inject('demo').userIds.student,
    );

    await callEndpoint(staffRolesEndpoints.replaceUserRoles, {
      params: { userId: agent.user.id },
      body: { userRoles: [{ role: 'saml', context: null }] },
      as: 'staff',
    });

    const after = await callEndpoint(getSession, { as: agent.as, actAs: started.data.grant.secret });
    expect(after.status).toBe(401);
    expect(after.errors[0]?.code).toBe(ACT_AS_ENDED_ERROR_CODE);
  });

  it('ends at once when the staff member signs out anywhere (a global sign-out), and a new sign-in cannot take it up', async () => {
    const agent = await staffAccountWith('users.manage', null);
    const started = await callEndpoint(startLoginAs, { body: { user: inject('demo').userIds.student }, as: agent.as });
    expect(started.status).toBe(201);
    const secret = started.data.grant.secret;
    expect((await callEndpoint(getSession, { as: agent.as, actAs: secret })).status).toBe(200);

    const elsewhere = await signInTokens(agent.form.email, agent.form.password);
    expect((await cognitoCall('GlobalSignOut', { AccessToken: elsewhere.AccessToken })).status).toBe(200);
    const after = await callEndpoint(getSession, { as: agent.as, actAs: secret });
    const again = await signInTokens(agent.form.email, agent.form.password);
    const reused = await callEndpoint(getSession, {
      as: { token: again.IdToken, accessToken: again.AccessToken },
      actAs: secret,
    });

    for (const refused of [after, reused]) {
      expect(refused.status).toBe(401);
      expect(refused.errors[0]?.code).toBe(ACT_AS_ENDED_ERROR_CODE);
    }
  });
});
