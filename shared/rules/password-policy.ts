import { hasCharacterNotAllowed } from './text';
import { icu, phrase, translated } from '../i18n/text';

/**
 * The password rule of the whole product (spec: at least 14 characters with at least one letter,
 * one number and one symbol). The same numbers configure the Cognito user pool in lib-infra, and
 * 'number', 'symbol' and the spaces at the ends mean what Cognito's policy means by them
 * (docs.aws.amazon.com/cognito/latest/developerguide/user-pool-settings-policies.html), so a
 * password this check passes is one the pool accepts.
 */
export const PASSWORD_MIN_LENGTH = 14;
export const PASSWORD_HINT = phrase('At least 14 characters, with at least one letter, one number and one symbol.');

export interface PasswordProblem {
  code: 'too-short' | 'no-letter' | 'no-number' | 'no-symbol' | 'space-at-end' | 'not-allowed';
  message: string;
}

/**
 * The symbols Cognito's requireSymbols accepts, as its developer guide lists them; a wider set
 * here would let a password pass our check and then be refused by the user pool with a less
 * helpful message.
 */
export const PASSWORD_SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';
/** Cognito also counts the space as a symbol, one inside the password (see AT_ENDS). */
const SYMBOL = new RegExp(`[ ${PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&')}]`);
/** Cognito's requireDigits counts 0-9 only, not '٣', '²', '５' or 'Ⅷ'. */
const NUMBER = /[0-9]/;
/**
 * Any letter, of any alphabet. Cognito counts only A-Z and a-z, but only for its upper- and
 * lower-case requirements, which our pool does not set (lib-infra/auth/user-pool.ts): the letter
 * rule is the spec's and ours alone, and 'Κωδικός' has letters. Set either requirement on the
 * pool and this must become Basic Latin.
 */
const LETTER = /\p{L}/u;
/**
 * Cognito refuses a password that begins or ends with white space (its pattern ^[\S]+.*[\S]+$).
 * White space of any kind here, whether Cognito reads \s as ASCII only or not: a space no one sees
 * at the end of a password is a paste accident either way.
 */
const AT_ENDS = /^\s+|\s+$/g;

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push({
      code: 'too-short',
      message: icu('The password must be at least {minimum} characters.', { minimum: PASSWORD_MIN_LENGTH }),
    });
  }
  // In the current language, as the too-short one (shared/i18n/text.ts).
  if (!LETTER.test(password))
    problems.push({ code: 'no-letter', message: translated(phrase('The password must contain at least one letter.')) });
  if (!NUMBER.test(password))
    problems.push({ code: 'no-number', message: translated(phrase('The password must contain at least one number.')) });
  const inner = password.replace(AT_ENDS, '');
  if (!SYMBOL.test(inner))
    problems.push({ code: 'no-symbol', message: translated(phrase('The password must contain at least one symbol.')) });
  if (inner !== password)
    problems.push({
      code: 'space-at-end',
      message: translated(phrase('The password must not begin or end with a space.')),
    });
  // Refused though Cognito would take them: a password is typed blind, and a control or invisible
  // character that came in with a paste could never be typed again at sign-in.
  if (hasCharacterNotAllowed(password))
    problems.push({
      code: 'not-allowed',
      message: translated(phrase('The password contains a character that is not allowed.')),
    });
  return problems;
}

export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
