import { describe, expect, it } from 'vitest';
import { claimEntry, STUDENT_CANNOT_CLAIM, TEACHER_CANNOT_CLAIM } from '../../../shared/rules/activation-codes';
import { FAMILY_MESSAGES } from '../../../shared/schemas/children';
import { aUser } from './fixtures';

describe('who may claim an Activation Code', () => {
  it.each([
    ['a visitor', null, { kind: 'sign-in' }],
    ['a teacher', aUser({ schoolRole: 'teacher' }), { kind: 'refused', message: TEACHER_CANNOT_CLAIM }],
    [
      'a school administrator',
      aUser({ schoolRole: 'teacher', isSchoolAdmin: true }),
      { kind: 'refused', message: TEACHER_CANNOT_CLAIM },
    ],
    ['a student', aUser({ schoolRole: 'student' }), { kind: 'refused', message: STUDENT_CANNOT_CLAIM }],
    ['a child', aUser({ homeRole: 'child' }), { kind: 'refused', message: FAMILY_MESSAGES.childCannotClaim }],
    ['a parent', aUser({ homeRole: 'parent' }), { kind: 'for-a-child' }],
    ['a personal account', aUser(), { kind: 'for-self' }],
  ] as const)('%s', (_who, user, expected) => {
    // Act
    const entry = claimEntry(user);

    // Assess
    expect(entry).toEqual(expected);
  });
});
