import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_ON_ATTRIBUTES } from '../../../../shared/schemas/app-launch';
import { releasedAttributes, signOnRole } from '../../../../functions/domain/app-launch/released-attributes';
import { aUser, aUserService, child, parent, personal, schoolAdmin, student, teacher } from '../../rules/fixtures';

describe('the attributes an app is sent', () => {
  it('by default: username, first name, last initial, role, school, classes and access, never the last name or e-mail', () => {
    const attributes = releasedAttributes(DEFAULT_SIGN_ON_ATTRIBUTES, {
      user: student(),
      classIds: ['class-1', 'class-2'],
      userService: aUserService({ context: 'school', expiry: '2027-01-01T00:00:00.000Z' }),
    });
    expect(attributes).toEqual({
      username: 'student-demo',
      firstName: 'Pat',
      lastInitial: 'L',
      role: 'student',
      schoolId: 'school-1',
      classIds: ['class-1', 'class-2'],
      accessType: 'subscription',
      accessExpiry: '2027-01-01T00:00:00.000Z',
    });
  });

  it('exactly what the registration asks for: the last name and e-mail only when named', () => {
    const attributes = releasedAttributes(['username', 'lastName', 'email'], {
      user: aUser({ lastName: '  Nguyen ' }),
      classIds: [],
      userService: undefined,
    });
    expect(attributes).toEqual({ username: 'pat@example.com', lastName: 'Nguyen', email: 'pat@example.com' });
  });

  it('perpetual access has no expiry; a person without a value sends none', () => {
    const attributes = releasedAttributes(['accessType', 'accessExpiry', 'lastInitial', 'schoolId'], {
      user: aUser({ lastName: '' }),
      classIds: [],
      userService: aUserService({ perpetual: true, expiry: null }),
    });
    expect(attributes).toEqual({ accessType: 'perpetual', accessExpiry: null, lastInitial: null, schoolId: null });
  });

  it('names each kind of account; a school admin is a teacher', () => {
    expect([student(), teacher(), schoolAdmin(), child(), parent(), personal()].map(signOnRole)).toEqual([
      'student',
      'teacher',
      'teacher',
      'child',
      'parent',
      'personal',
    ]);
  });
});
