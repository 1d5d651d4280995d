/**
 * The password rule of the whole product (spec: at least 14 characters with at least one letter,
 * one number and one symbol). The same numbers configure the Cognito user pool in lib-infra.
 */
export const PASSWORD_MIN_LENGTH = 14;
export const PASSWORD_HINT = 'At least 14 characters, with at least one letter, one number and one symbol.';

export interface PasswordProblem {
  code: 'too-short' | 'no-letter' | 'no-number' | 'no-symbol';
  message: string;
}

/**
 * The symbols Cognito's requireSymbols accepts; a wider set here would let a password pass our
 * check and then be refused by the user pool with a less helpful message.
 */
export const PASSWORD_SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';
const SYMBOL = new RegExp(`[${PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&')}]`);

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push({ code: 'too-short', message: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.` });
  }
  if (!/\p{L}/u.test(password)) problems.push({ code: 'no-letter', message: 'The password must contain at least one letter.' });
  if (!/\p{N}/u.test(password)) problems.push({ code: 'no-number', message: 'The password must contain at least one number.' });
  if (!SYMBOL.test(password)) problems.push({ code: 'no-symbol', message: 'The password must contain at least one symbol.' });
  return problems;
}

export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
