import { createHmac, randomBytes } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET } from '../../../shared/schemas/vouchers';

/** A batch's secret seed: its codes follow from it, so a resumed generation redraws the same ones. */
export function newCodeSeed(): string {
  return randomBytes(32).toString('base64url');
}

/** The largest multiple of the alphabet's length a byte can reach: bytes above it are skipped, so no letter is likelier than another. */
const UNBIASED_BELOW = 256 - (256 % VOUCHER_CODE_ALPHABET.length);

/**
 * The code at `position` of a batch, on its `attempt`-th draw (a draw that is taken by another
 * code is drawn again with the next attempt): the prefix and `randomLength` letters of the
 * look-alike-free alphabet, from an HMAC of the batch's seed, so nobody without the seed can
 * guess a code, and the same position always gives the same code.
 */
export function voucherCode(
  seed: string,
  prefix: string,
  randomLength: number,
  position: number,
  attempt: number,
): string {
  let letters = '';
  for (let block = 0; letters.length < randomLength; block += 1) {
    const bytes = createHmac('sha256', seed).update(`${position}:${attempt}:${block}`).digest();
    for (const byte of bytes) {
      if (byte < UNBIASED_BELOW) letters += VOUCHER_CODE_ALPHABET[byte % VOUCHER_CODE_ALPHABET.length];
      if (letters.length === randomLength) break;
    }
  }
  return `${prefix}${letters}`;
}

/** A code as a person types it: spaces gone, letters in capitals. */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
