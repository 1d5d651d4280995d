import { describe, expect, it } from 'vitest';
import { expectValidRosterResponse } from '../../../support/oneroster-schemas';
import {
  imsxStatusBody,
  RosterRequestError,
  unknownObject,
} from '../../../../functions/domain/oneroster/query/imsx-status';
import { parseRosterQuery } from '../../../../functions/domain/oneroster/query/roster-query';

const BASE = 'https://portal.example/ims/oneroster/rostering/v1p2';
const orgRef = { href: `${BASE}/orgs/school-1`, sourcedId: 'school-1', type: 'org' };

const user = {
  sourcedId: 'user-1',
  status: 'active',
  dateLastModified: '2026-12-01T09:30:00.000Z',
  username: 'ada.l',
  userIds: [{ type: 'username', identifier: 'ada.l' }],
  enabledUser: 'true',
  givenName: 'Ada',
  familyName: 'Lovelace',
  roles: [{ roleType: 'primary', role: 'student', org: orgRef }],
  identifier: 'S-1815',
  email: 'ada@school.example',
  grades: ['09'],
};

const enrollment = {
  sourcedId: 'enrollment-1',
  status: 'tobedeleted',
  dateLastModified: '2026-12-01T09:30:00Z',
  user: { href: `${BASE}/users/user-1`, sourcedId: 'user-1', type: 'user' },
  class: { href: `${BASE}/classes/class-1`, sourcedId: 'class-1', type: 'class' },
  school: orgRef,
  role: 'student',
  primary: 'false',
  beginDate: '2026-09-01',
};

describe('expectValidRosterResponse', () => {
  it('accepts a user, a page of users and a page of enrollments as the spec models them', () => {
    expect(() => expectValidRosterResponse('user', { user })).not.toThrow();
    expect(() => expectValidRosterResponse('users', { users: [user, { ...user, sourcedId: 'user-2' }] })).not.toThrow();
    expect(() => expectValidRosterResponse('users', { users: [] })).not.toThrow();
    expect(() => expectValidRosterResponse('enrollments', { enrollments: [enrollment] })).not.toThrow();
  });

  it('accepts an extended vocabulary value and refuses one outside it', () => {
    const aide = { ...enrollment, role: 'ext:aide' };
    expect(() => expectValidRosterResponse('enrollment', { enrollment: aide })).not.toThrow();
    expect(() => expectValidRosterResponse('enrollment', { enrollment: { ...enrollment, role: 'aide' } })).toThrow(
      /\/enrollment\/role/,
    );
  });

  it.each([
    [
      'a missing required field',
      { users: [{ ...user, givenName: undefined }] },
      "must have required property 'givenName'",
    ],
    ['a field the model has not', { users: [{ ...user, nickname: 'Ada' }] }, 'must NOT have additional properties'],
    ['enabledUser as a boolean', { users: [{ ...user, enabledUser: true }] }, '/users/0/enabledUser must be string'],
    [
      'a date-time without a zone',
      { users: [{ ...user, dateLastModified: '2026-12-01T09:30:00' }] },
      'must match format "date-time"',
    ],
    [
      'a relative href',
      {
        users: [
          { ...user, roles: [{ roleType: 'primary', role: 'student', org: { ...orgRef, href: '/orgs/school-1' } }] },
        ],
      },
      'must match format "uri"',
    ],
    ['no roles', { users: [{ ...user, roles: [] }] }, 'must NOT have fewer than 1 items'],
    ['the single wrapper for a collection', { user }, "must have required property 'users'"],
  ])('refuses %s', (_case, body, message) => {
    expect(() => expectValidRosterResponse('users', body)).toThrow(message);
  });

  it('accepts records holding only the selected fields when told the selection', () => {
    const body = { users: [{ sourcedId: 'user-1', givenName: 'Ada' }] };
    expect(() => expectValidRosterResponse('users', body)).toThrow(/familyName/);
    expect(() => expectValidRosterResponse('users', body, { fields: ['sourcedId', 'givenName'] })).not.toThrow();
  });
});

describe('imsxStatusBody', () => {
  it('is the binding’s imsx_StatusInfo with the codeMinor from TargetEndSystem', () => {
    expect(imsxStatusBody(400, 'invalid_filter_field', "users cannot be filtered on 'x'.")).toEqual({
      imsx_codeMajor: 'failure',
      imsx_severity: 'error',
      imsx_description: "users cannot be filtered on 'x'.",
      imsx_CodeMinor: {
        imsx_codeMinorField: [
          { imsx_codeMinorFieldName: 'TargetEndSystem', imsx_codeMinorFieldValue: 'invalid_filter_field' },
        ],
      },
    });
  });

  it.each([
    [401, 'unauthorisedrequest'],
    [403, 'forbidden'],
    [404, 'unknownobject'],
    [429, 'server_busy'],
    [500, 'internal_server_error'],
  ] as const)('answers %i %s in the schema', (status, codeMinor) => {
    expect(() => expectValidRosterResponse('imsx', imsxStatusBody(status, codeMinor, 'Why.'))).not.toThrow();
  });

  it('answers every refusal of the query language in the schema', () => {
    const collection = { name: 'users', fields: ['sourcedId', 'dateLastModified'] as const };
    for (const params of [
      { filter: "x='1'" },
      { fields: 'x' },
      { sort: 'x' },
      { limit: '0' },
      { filter: "dateLastModified>'soon'" },
    ]) {
      let body: unknown;
      try {
        parseRosterQuery(params, collection);
      } catch (error) {
        if (!(error instanceof RosterRequestError)) throw error;
        body = error.body();
      }
      expect(() => expectValidRosterResponse('imsx', body)).not.toThrow();
    }
  });

  it('answers an unknown sourcedId with 404 unknownobject', () => {
    const error = unknownObject('class', 'class-9');
    expect(error).toMatchObject({ status: 404, codeMinor: 'unknownobject' });
    expect(error.body().imsx_description).toBe("No class record has the sourcedId 'class-9'.");
  });

  it('is refused by the schema with a codeMinor outside the 1.2 vocabulary', () => {
    const body = imsxStatusBody(400, 'invaliddata', 'Bad.');
    const old = {
      ...body,
      imsx_CodeMinor: {
        imsx_codeMinorField: [
          { imsx_codeMinorFieldName: 'TargetEndSystem', imsx_codeMinorFieldValue: 'invalid_sort_field' },
        ],
      },
    };
    expect(() => expectValidRosterResponse('imsx', old)).toThrow(/allowed values/);
  });
});
