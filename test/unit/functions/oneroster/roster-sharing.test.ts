import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_ON_ATTRIBUTES } from '../../../../shared/schemas/app-launch';
import type { SchoolService } from '../../../../shared/schemas/school-access';
import { releasedPerson, type RosterSchool } from '../../../../functions/domain/oneroster/sharing/released-person';
import { holdsApp, rosterSharingOn } from '../../../../functions/domain/oneroster/sharing/roster-schools';
import { aService, aUser, child, NOW, student, teacher } from '../../rules/fixtures';

const SHARES_NOTHING: RosterSchool = { schoolId: 'school-1', sharesEmail: false, sharesStudentId: false };
const SHARES_ALL: RosterSchool = { schoolId: 'school-1', sharesEmail: true, sharesStudentId: true };
const WITH_EMAIL = [...DEFAULT_SIGN_ON_ATTRIBUTES, 'email'] as const;

const aStudent = () => aUser({ ...student(), email: 'pat@school.example', schoolKey: 'S-1042' });

describe('what of a person an app reads through the OneRoster API (the one release rule)', () => {
  it('as at launch by default: first name, last initial and username; no e-mail nor Student ID the school does not share', () => {
    // Act
    const person = releasedPerson(aStudent(), { registered: WITH_EMAIL }, SHARES_NOTHING);

    // Assess
    expect(person).toEqual({
      givenName: 'Pat',
      familyName: 'L',
      username: 'student-demo',
      email: null,
      studentId: null,
      role: 'student',
      attributes: ['firstName', 'lastInitial', 'username'],
    });
  });

  it('gives the e-mail address and Student ID only where the school shares them and the app is registered for the e-mail', () => {
    expect(releasedPerson(aStudent(), { registered: WITH_EMAIL }, SHARES_ALL)).toMatchObject({
      email: 'pat@school.example',
      studentId: 'S-1042',
    });
    expect(releasedPerson(aStudent(), { registered: DEFAULT_SIGN_ON_ATTRIBUTES }, SHARES_ALL)).toMatchObject({
      email: null,
      studentId: 'S-1042',
    });
    const emailOnly = { ...SHARES_NOTHING, sharesEmail: true };
    expect(releasedPerson(aStudent(), { registered: WITH_EMAIL }, emailOnly)).toMatchObject({
      email: 'pat@school.example',
      studentId: null,
    });
  });

  it('gives the whole last name only to an app registered for it', () => {
    const person = releasedPerson(aStudent(), { registered: ['firstName', 'lastName'] }, SHARES_NOTHING);
    expect(person).toMatchObject({ givenName: 'Pat', familyName: 'Lee', username: null });
    expect(person.attributes).toEqual(['firstName', 'lastName']);
  });

  it("holds a family's 'no name': no name, username, e-mail nor Student ID, whatever the school shares", () => {
    const person = releasedPerson(
      aUser({ ...child(), schoolKey: 'S-9' }),
      { registered: WITH_EMAIL, nameSharing: 'none' },
      SHARES_ALL,
    );
    expect(person).toEqual({
      givenName: null,
      familyName: null,
      username: null,
      email: null,
      studentId: null,
      role: 'child',
      attributes: [],
    });
  });

  it("holds a family's 'first name only': the first name and nothing else that names the child", () => {
    const person = releasedPerson(
      aUser({ ...child(), email: 'mia@home.example', schoolKey: 'S-9' }),
      { registered: WITH_EMAIL, nameSharing: 'firstName' },
      SHARES_ALL,
    );
    expect(person).toMatchObject({ givenName: 'Pat', familyName: null, username: null, email: null, studentId: null });
  });

  it("reads a child without the family's choice as 'no name'", () => {
    expect(releasedPerson(child(), { registered: WITH_EMAIL }, SHARES_ALL).givenName).toBeNull();
  });

  it('tells a teacher as a teacher, with the e-mail address the school shares', () => {
    const person = releasedPerson(
      aUser({ ...teacher(), email: 'ms.lee@school.example' }),
      { registered: WITH_EMAIL },
      SHARES_ALL,
    );
    expect(person).toMatchObject({ role: 'teacher', email: 'ms.lee@school.example', studentId: null });
  });
});

describe('which schools an app may read', () => {
  const access = (fields: Partial<SchoolService>): SchoolService => ({
    schoolId: 'school-1',
    serviceId: 'svc-1',
    subscriptionEnd: null,
    trialEnd: null,
    perpetual: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

  it('a school holds an app with a running subscription, a school trial or perpetual access, not an ended one', () => {
    expect(holdsApp(access({ subscriptionEnd: '2026-04-01T00:00:00.000Z' }), NOW)).toBe(true);
    expect(holdsApp(access({ trialEnd: '2026-03-11T00:00:00.000Z' }), NOW)).toBe(true);
    expect(holdsApp(access({ perpetual: true }), NOW)).toBe(true);
    expect(holdsApp(access({ subscriptionEnd: '2026-03-09T00:00:00.000Z' }), NOW)).toBe(false);
    expect(holdsApp(null, NOW)).toBe(false);
  });

  it('reads a held app unless the school switched it off; a free app only once switched on', () => {
    const held = access({ subscriptionEnd: '2026-04-01T00:00:00.000Z' });
    expect(rosterSharingOn(aService(), held, null, NOW)).toBe(true);
    expect(rosterSharingOn(aService(), held, { sharing: false }, NOW)).toBe(false);
    expect(rosterSharingOn(aService(), null, { sharing: true }, NOW)).toBe(false);
    expect(rosterSharingOn(aService({ free: true }), null, null, NOW)).toBe(false);
    expect(rosterSharingOn(aService({ free: true }), null, { sharing: true }, NOW)).toBe(true);
    expect(rosterSharingOn(aService({ integrated: false }), held, null, NOW)).toBe(false);
    expect(rosterSharingOn(aService({ enabled: false }), held, null, NOW)).toBe(false);
  });
});
