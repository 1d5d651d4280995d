import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, PASSWORD_MIN_LENGTH } from '../../../shared/rules/password-policy';
import { generatePassphrase } from '../../../functions/domain/core/accounts/passphrase';
import { PASSPHRASE_WORDS } from '../../../functions/domain/core/accounts/passphrase-words';
import {
  FALLBACK_USERNAME_BASE,
  usernameBaseOf,
  usernameCandidates,
  usernameMatchesFirstName,
} from '../../../functions/domain/core/accounts/usernames';

describe('student passphrases', () => {
  it('are three capitalised words, a digit and a symbol, at least 14 characters, accepted by the password rule', () => {
    // Act
    const passphrases = Array.from({ length: 500 }, () => generatePassphrase());

    // Assess
    for (const passphrase of passphrases) {
      expect(passphrase).toMatch(/^[A-Z][a-z]{3,6}-[A-Z][a-z]{3,6}-[A-Z][a-z]{3,6}[2-9][!#%&*?@+=]$/);
      expect([...passphrase].length).toBeGreaterThanOrEqual(PASSPHRASE_WORDS.length > 0 ? PASSWORD_MIN_LENGTH : 0);
      expect(isAcceptablePassword(passphrase)).toBe(true);
    }
    expect(new Set(passphrases).size).toBeGreaterThan(490);
  });

  it('take the shortest words when the random source says so and still meet the rule', () => {
    // Prepare: the shortest word three times, the first digit and symbol
    const shortest = [...PASSPHRASE_WORDS].sort((a, b) => a.length - b.length)[0] ?? '';

    // Act
    const passphrase = generatePassphrase((below) =>
      below === PASSPHRASE_WORDS.length ? PASSPHRASE_WORDS.indexOf(shortest) : 0,
    );

    // Assess
    expect(isAcceptablePassword(passphrase)).toBe(true);
  });
});

describe('student usernames', () => {
  it.each([
    ['Mia', 'mia'],
    ['  Zoë Ann ', 'zoeann'],
    ['Łukasz', 'lukasz'],
    ["O'Brien-Smith", 'obriensmith'],
    ['Ærø', 'aero'],
    ['李', FALLBACK_USERNAME_BASE],
    ['Maximilianalexanderthegreat', 'maximilianalexandert'],
  ])('makes %j into %j', (firstName, base) => {
    // Assess
    expect(usernameBaseOf(firstName)).toBe(base);
  });

  it('tries the base first, then the base with suffixes from the look-alike-free alphabet', () => {
    // Act
    const candidates = [...usernameCandidates('Mia')];

    // Assess
    expect(candidates[0]).toBe('mia');
    for (const candidate of candidates.slice(1)) expect(candidate).toMatch(/^mia[2-9a-hjkmnp-z]{2,6}$/);
    expect(candidates.map((candidate) => candidate.slice(3)).join('')).not.toMatch(/[01ilo]/);
  });

  it('says a username matches the first name when it is the base, or a suffixed base while the base is someone else’s', () => {
    // Assess
    expect(usernameMatchesFirstName('mia', 'Mia', false)).toBe(true);
    expect(usernameMatchesFirstName('mia7k', 'Mia', true)).toBe(true);
    expect(usernameMatchesFirstName('mia7k', 'Mia', false)).toBe(false);
    expect(usernameMatchesFirstName('mia', 'Zoe', true)).toBe(false);
    expect(usernameMatchesFirstName('mia-demo', 'Mia', true)).toBe(false);
  });
});
