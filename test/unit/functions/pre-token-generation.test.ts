import { describe, expect, it } from 'vitest';
import { scopesToSuppress, SELF_SERVICE_SCOPE } from '../../../functions/domain/session/access-token-scopes';
import { child, parent, personal, schoolAdmin, staff, student, teacher } from '../rules/fixtures';

describe('the self-service scope of access tokens', () => {
  it.each([
    ['a student', student()],
    ['a child', child()],
  ])('is taken from %s, whom a teacher or parent manages', (_who, profile) => {
    expect(scopesToSuppress(profile)).toEqual([SELF_SERVICE_SCOPE]);
  });

  it.each([
    ['a personal account', personal()],
    ['a parent', parent()],
    ['a teacher', teacher()],
    ['a school administrator', schoolAdmin()],
    ['staff', staff()],
    ['someone without a profile yet (a first federated sign-in)', null],
  ])('is left to %s', (_who, profile) => {
    expect(scopesToSuppress(profile)).toEqual([]);
  });
});
