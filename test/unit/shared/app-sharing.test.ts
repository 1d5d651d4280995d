import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_ON_ATTRIBUTES, SIGN_ON_ATTRIBUTES } from '../../../shared/schemas/app-launch';
import {
  childAppSharingBodySchema,
  NAME_SHARING_LABELS,
  releasedInWords,
  sharedAttributes,
} from '../../../shared/schemas/app-sharing';

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

describe('what the page says each choice sends, from the same rule as the launch', () => {
  it("default: names every attribute the app's registration sends, the username too", () => {
    // Act
    const words = releasedInWords(sharedAttributes(DEFAULT_SIGN_ON_ATTRIBUTES, 'default'));

    // Assess
    expect(words).toBe(
      'a pseudonymous id, username, first name, last initial, account type (child), kind of access (subscription, trial or free), when access ends',
    );
    // The label no longer claims less than is sent.
    expect(NAME_SHARING_LABELS.default).toBe('The default (as the app is registered)');
  });

  it('first name only: no last initial, username nor e-mail address in the words', () => {
    // Act
    const words = releasedInWords(sharedAttributes(SIGN_ON_ATTRIBUTES, 'firstName'));

    // Assess
    expect(words).toBe(
      'a pseudonymous id, first name, account type (child), kind of access (subscription, trial or free), when access ends',
    );
  });

  it('leaves out what a child never has (school, classes, e-mail address): sent empty, not promised', () => {
    expect(releasedInWords(['schoolId', 'classIds', 'email', 'firstName'])).toBe('a pseudonymous id, first name');
  });

  it('no name: the pseudonymous id alone', () => {
    expect(releasedInWords(sharedAttributes(SIGN_ON_ATTRIBUTES, 'none'))).toBe(
      'only a pseudonymous id (a number that does not name your child)',
    );
  });
});
