import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEASE_MOST, takeAllowance } from '../../functions/data/rate-leases';
import { countAttempt, leaseWithinLimit, type RateLimit } from '../../functions/data/rate-limits';

/** A rule of its own per test, so no test meets another's window or a function's lease of it. */
function rule(limit: number): RateLimit {
  return { scope: `lease-test-${randomUUID()}`, limit, windowMs: 60_000 };
}

/** The window's count, read with an ADD of nothing. */
async function counted(of: RateLimit, subject: string, now: Date): Promise<number> {
  return (await countAttempt({ ...of, limit: Infinity }, subject, now, 0)).count;
}

/** The middle of a minute an hour from now: a test's takes all land in one window, whose item the table's TTL keeps. */
const MID_MINUTE = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000 + 30_000);
const minuteEnd = (minutes: number) => new Date(MID_MINUTE.getTime() - 30_000 + minutes * 60_000);

describe('taking requests of a window (leaseWithinLimit)', () => {
  it('takes what it asks while it fits, then only what is left, then nothing', async () => {
    // Prepare
    const limit = rule(10);

    // Act
    const takes = [];
    for (const wanted of [4, 4, 4, 4]) takes.push((await leaseWithinLimit(limit, 'app', MID_MINUTE, wanted)).taken);

    // Assess
    expect(takes).toEqual([4, 4, 2, 0]);
    expect(await counted(limit, 'app', MID_MINUTE)).toBe(10);
  });

  it('never counts past the limit when many functions take together', async () => {
    // Prepare
    const limit = rule(100);

    // Act
    const takes = await Promise.all(
      Array.from({ length: 12 }, () => leaseWithinLimit(limit, 'app', MID_MINUTE, LEASE_MOST)),
    );

    // Assess: 12 × 16 were asked for, exactly 100 taken
    expect(takes.reduce((sum, take) => sum + take.taken, 0)).toBe(100);
    expect(await counted(limit, 'app', MID_MINUTE)).toBe(100);
  });

  it('says when the window ends, for a 429’s Retry-After', async () => {
    // Act
    const { windowEnd } = await leaseWithinLimit(rule(5), 'app', MID_MINUTE, 1);

    // Assess
    expect(windowEnd).toEqual(minuteEnd(1));
  });
});

describe("a warm function's allowances (takeAllowance)", () => {
  it('writes the window once per lease, leases doubling up to LEASE_MOST', async () => {
    // Prepare
    const limit = rule(1000);

    // Act
    const answers = [];
    for (let request = 0; request < 40; request += 1) answers.push(await takeAllowance(limit, 'app', MID_MINUTE));

    // Assess: 40 requests took 1 + 2 + 4 + 8 + 16 + 16 of the window, in six writes
    expect(answers.every((answer) => answer.allowed)).toBe(true);
    expect(await counted(limit, 'app', MID_MINUTE)).toBe(47);
  });

  it('refuses once the window is used up, however much another function took of it', async () => {
    // Prepare: another function took all but three
    const limit = rule(20);
    await countAttempt({ ...limit, limit: Infinity }, 'app', MID_MINUTE, 17);

    // Act
    const answers = [];
    for (let request = 0; request < 5; request += 1)
      answers.push((await takeAllowance(limit, 'app', MID_MINUTE)).allowed);

    // Assess
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await counted(limit, 'app', MID_MINUTE)).toBe(20);
  });

  it('lets requests that come together in one function take together, exactly up to the limit', async () => {
    // Prepare
    const limit = rule(30);

    // Act
    const answers = await Promise.all(Array.from({ length: 50 }, () => takeAllowance(limit, 'app', MID_MINUTE)));

    // Assess
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(30);
    expect(await counted(limit, 'app', MID_MINUTE)).toBe(30);
  });

  it('starts each window afresh, leaving what was not spent of the last', async () => {
    // Prepare: a minute used up
    const limit = rule(3);
    for (let request = 0; request < 3; request += 1) await takeAllowance(limit, 'app', MID_MINUTE);
    const nextMinute = new Date(MID_MINUTE.getTime() + 60_000);

    // Act
    const refused = await takeAllowance(limit, 'app', MID_MINUTE);
    const next = await takeAllowance(limit, 'app', nextMinute);

    // Assess
    expect(refused).toEqual({ allowed: false, windowEnd: minuteEnd(1) });
    expect(next).toEqual({ allowed: true, windowEnd: minuteEnd(2) });
    expect(await counted(limit, 'app', nextMinute)).toBe(1);
  });

  it('keeps each subject to its own window', async () => {
    // Prepare
    const limit = rule(1);

    // Act
    const first = await takeAllowance(limit, 'one app', MID_MINUTE);
    const other = await takeAllowance(limit, 'another app', MID_MINUTE);
    const again = await takeAllowance(limit, 'one app', MID_MINUTE);

    // Assess
    expect([first.allowed, other.allowed, again.allowed]).toEqual([true, true, false]);
  });
});
