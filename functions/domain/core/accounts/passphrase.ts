import { randomInt } from 'node:crypto';
import { isAcceptablePassword } from '../../../../shared/rules/password-policy';
import { PASSPHRASE_WORDS } from './passphrase-words';

/** Symbols children find on any keyboard and read aloud easily; all are Cognito symbols. */
const PASSPHRASE_SYMBOLS = '!#%&*?@+=';
const DIGITS = '23456789';

export type RandomIndex = (below: number) => number;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A readable passphrase for a student (ARCHITECTURE 'Managed accounts' passwords'): three short
 * common words, a digit and a symbol, e.g. 'Maple-Otter-Kite7!'. At least 14 characters and
 * accepted by the password rule (shared/rules/password-policy.ts), which is checked, not assumed.
 */
export function generatePassphrase(random: RandomIndex = randomInt): string {
  for (;;) {
    const words = [0, 1, 2].map(() => capitalised(PASSPHRASE_WORDS[random(PASSPHRASE_WORDS.length)] ?? 'word'));
    const passphrase = `${words.join('-')}${DIGITS[random(DIGITS.length)]}${PASSPHRASE_SYMBOLS[random(PASSPHRASE_SYMBOLS.length)]}`;
    if (isAcceptablePassword(passphrase)) return passphrase;
  }
}
