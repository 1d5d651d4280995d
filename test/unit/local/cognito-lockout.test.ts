import { describe, expect, it } from 'vitest';
import {
  FREE_FAILURES,
  LONGEST_LOCKOUT_MS,
  lockoutMs,
  PASSWORD_ATTEMPTS_EXCEEDED,
  passwordLockout,
} from '../../../lib-infra/local/cognito-lockout';

/** A lockout on a clock the test moves. */
function onClock() {
  let now = 1_000_000;
  const lockout = passwordLockout(() => now);
  return {
    lockout,
    advance: (ms: number) => {
      now += ms;
    },
    /** One wrong password: refused at once when locked out, else counted. */
    fail(user = 'pool/ada') {
      const refusal = lockout.refusal(user);
      if (!refusal) lockout.failed(user);
      return refusal;
    },
  };
}

describe("the local pool's lockout, as Cognito's", () => {
  it('locks out for 2^(n-5) seconds after n failures, from the fifth, up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10].map(lockoutMs)).toEqual([0, 0, 1000, 2000, 4000, 32_000]);
    expect(lockoutMs(15)).toBe(LONGEST_LOCKOUT_MS);
    expect(lockoutMs(40)).toBe(LONGEST_LOCKOUT_MS);
  });

  it('answers the first five wrong passwords, then refuses even the right one until the lockout ends', () => {
    const clock = onClock();
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) expect(clock.fail()).toBeNull();

    expect(clock.lockout.refusal('pool/ada')).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);
    clock.advance(999);
    expect(clock.lockout.refusal('pool/ada')).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);
    clock.advance(1);
    expect(clock.lockout.refusal('pool/ada')).toBeNull();
  });

  it('doubles the lockout with each further failure; attempts during a lockout neither count nor lengthen it', () => {
    const clock = onClock();
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) clock.fail();
    clock.advance(1000);
    expect(clock.fail()).toBeNull(); // the sixth failure: 2 s
    for (let during = 0; during < 10; during += 1) expect(clock.fail()).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);
    clock.advance(2000);
    expect(clock.fail()).toBeNull(); // the seventh: 4 s
    clock.advance(3999);
    expect(clock.lockout.refusal('pool/ada')).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);
    clock.advance(1);
    expect(clock.lockout.refusal('pool/ada')).toBeNull();
  });

  it('starts again after a sign-in that succeeds, and after 15 quiet minutes following a lockout', () => {
    const clock = onClock();
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) clock.fail();
    clock.advance(1000);
    clock.lockout.succeeded('pool/ada');
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) expect(clock.fail()).toBeNull();
    expect(clock.fail()).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);

    clock.advance(LONGEST_LOCKOUT_MS - 1);
    expect(clock.fail()).toBeNull(); // quiet not long enough: the sixth failure locks for 2 s
    expect(clock.fail()).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);
    clock.advance(LONGEST_LOCKOUT_MS);
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) expect(clock.fail()).toBeNull();
  });

  it('counts each user apart', () => {
    const clock = onClock();
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) clock.fail('pool/ada');
    expect(clock.fail('pool/ada')).toEqual(PASSWORD_ATTEMPTS_EXCEEDED);
    expect(clock.fail('pool/bob')).toBeNull();
  });
});
