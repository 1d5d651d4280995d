import { describe, expect, it } from 'vitest';
import {
  RESET_TOKEN_LIFETIME_MS,
  hashResetToken,
  isResetExpired,
  newResetToken,
  resetExpiresAt,
} from '../../../functions/domain/password/reset-token';
import { mayResetByEmail } from '../../../functions/domain/password/password-reset';
import { passwordResetMail, passwordResetPath } from '../../../functions/domain/core/mails/password-reset-mail';
import { timeToLive } from '../../../functions/data/table-design';
import { aUser } from '../rules/fixtures';

describe('password reset tokens', () => {
  it('are 32 random bytes, URL-safe, and differ every time', () => {
    // Act
    const tokens = Array.from({ length: 50 }, () => newResetToken());

    // Assess
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(newResetToken((size) => Buffer.alloc(size, 0xff))).toBe('_'.repeat(42) + '8');
  });

  it('are stored as their SHA-256, never as themselves', () => {
    // Act
    const hash = hashResetToken('abc');

    // Assess
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashResetToken('abc')).toBe(hash);
    expect(hashResetToken('abd')).not.toBe(hash);
  });

  it('expire an hour after the request, and not a millisecond later', () => {
    // Prepare
    const created = new Date('2026-03-01T10:00:00.000Z');

    // Act
    const expiresAt = resetExpiresAt(created).toISOString();

    // Assess
    expect(RESET_TOKEN_LIFETIME_MS).toBe(3_600_000);
    expect(expiresAt).toBe('2026-03-01T11:00:00.000Z');
    expect(isResetExpired(expiresAt, new Date('2026-03-01T10:59:59.999Z'))).toBe(false);
    expect(isResetExpired(expiresAt, new Date('2026-03-01T11:00:00.000Z'))).toBe(true);
    expect(timeToLive(new Date(expiresAt))).toBe(Date.parse(expiresAt) / 1000);
    expect(timeToLive(new Date('2026-03-01T11:00:00.001Z'))).toBe(Date.parse(expiresAt) / 1000 + 1);
  });
});

describe('who may reset a password by email', () => {
  it.each([
    ['a personal account', {}, true],
    ['a parent', { homeRole: 'parent' }, true],
    ['a teacher', { schoolRole: 'teacher' }, true],
    ['a student (the teacher resets it)', { schoolRole: 'student' }, false],
    ['a child (the parent resets it)', { homeRole: 'child' }, false],
    ['an account without an email address', { email: null }, false],
    ['a disabled account', { status: 'disabled' }, false],
    ['a deleted account', { status: 'deleted' }, false],
  ] as const)('%s: %s', (_kind, fields, expected) => {
    expect(mayResetByEmail(aUser({ email: 'someone@example.com', ...fields }))).toBe(expected);
  });

  it('nobody, when there is no account', () => {
    expect(mayResetByEmail(null)).toBe(false);
  });
});

describe('the password reset mail', () => {
  it('has a plain-text part with the link, and an HTML part that escapes what people typed', () => {
    // Prepare
    const link = `https://portal.example${passwordResetPath('a+b@example.com', 'tok_en')}`;

    // Act
    const mail = passwordResetMail({
      to: 'a+b@example.com',
      firstName: '<Ada>',
      username: 'a+b@example.com',
      link,
      lifetimeMinutes: 60,
      language: null,
    });

    // Assess
    expect(link).toBe('https://portal.example/password/reset/a%2Bb%40example.com/tok_en');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('Hello <Ada>,');
    expect(mail.html).toContain('Hello &#60;Ada&#62;,');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.text).toContain('within 60 minutes');
  });
});
