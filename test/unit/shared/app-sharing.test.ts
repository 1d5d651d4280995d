import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_ON_ATTRIBUTES, SIGN_ON_ATTRIBUTES } from '../../../shared/schemas/app-launch';
import { childAppSharingBodySchema, sharedAttributes } from '../../../shared/schemas/app-sharing';

describe('what an app receives under the parent’s choice', () => {
  it('default: exactly what the app is registered for', () => {
    expect(sharedAttributes(DEFAULT_SIGN_ON_ATTRIBUTES, 'default')).toEqual([...DEFAULT_SIGN_ON_ATTRIBUTES]);
  });

  it('first name only: no last initial, last name, username nor e-mail, the rest as registered', () => {
    // Act
    const shared = sharedAttributes(SIGN_ON_ATTRIBUTES, 'firstName');

    // Assess
    expect(shared).toEqual(['firstName', 'role', 'schoolId', 'classIds', 'accessType', 'accessExpiry']);
  });

  it('first name only never adds what the app is not registered for', () => {
    expect(sharedAttributes(['username', 'firstName', 'role'], 'firstName')).toEqual(['firstName', 'role']);
  });

  it('no name: no attributes at all (the NameID alone)', () => {
    expect(sharedAttributes(SIGN_ON_ATTRIBUTES, 'none')).toEqual([]);
  });

  it('refuses a choice it does not know, with a message', () => {
    // Act
    const parsed = childAppSharingBodySchema.safeParse({ nameSharing: 'surname', blocked: 'yes' });

    // Assess
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Please choose what the app receives: 'default', 'firstName' or 'none'.",
      'Please say whether the app is blocked (true or false).',
    ]);
  });
});
