import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, passwordProblems } from '../../../shared/rules/password-policy';

describe('password policy', () => {
  it('accepts 14 characters with a letter, a number and a symbol', () => {
    expect(isAcceptablePassword('abcdefghijk1!x')).toBe(true);
  });

  it.each([
    ['abcdefghi1!', ['too-short']],
    ['abcdefghijklmn!', ['no-number']],
    ['12345678901234!', ['no-letter']],
    ['abcdefghijklm1', ['no-symbol']],
    ['', ['too-short', 'no-letter', 'no-number', 'no-symbol']],
  ])('reports what %j lacks', (password, codes) => {
    expect(passwordProblems(password).map((problem) => problem.code)).toEqual(codes);
  });

  it('counts letters of any alphabet and does not count spaces as symbols', () => {
    expect(isAcceptablePassword('ñandúñandú12 #')).toBe(true);
    expect(passwordProblems('abcdefghijk 12').map((problem) => problem.code)).toEqual(['no-symbol']);
  });
});

describe('password symbols', () => {
  it.each(['^', '$', '*', '.', '[', ']', '{', '}', '(', ')', '?', '"', '!', '@', '#', '%', '&', '/', '\\', ',', '>', '<', "'", ':', ';', '|', '_', '~', '`', '=', '+', '-'])(
    'counts %s as a symbol, as Cognito does',
    (symbol) => {
      expect(isAcceptablePassword(`abcdefghijk12${symbol}`)).toBe(true);
    },
  );

  it('does not count symbols Cognito would refuse', () => {
    expect(passwordProblems('abcdefghijk12€').map((problem) => problem.code)).toEqual(['no-symbol']);
  });
});
