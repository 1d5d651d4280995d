import { describe, expect, it } from 'vitest';
import { SEED_STAGE_RETRY, seedStage } from '../../../bin/seed/seed-stage';
import { permanentFaults, transientFaults } from '../../support/transient-faults';

/** A stage that fails with the given errors, one per try, then returns 'seeded'. */
function stageFailing(...errors: Error[]) {
  const tries = { count: 0 };
  const stage = async () => {
    const error = errors[tries.count];
    tries.count += 1;
    if (error) throw error;
    return 'seeded';
  };
  return { stage, tries };
}

describe('seedStage', () => {
  it('tries a stage again after transient failures, saying so each time, and returns its result', async () => {
    // Prepare
    const { stage, tries } = stageFailing(transientFaults.timedOut(), transientFaults.throttled());
    const notices: string[] = [];
    const waits: number[] = [];

    // Act
    const result = await seedStage('work', stage, {
      notify: (line) => notices.push(line),
      wait: async (ms) => void waits.push(ms),
    });

    // Assess
    expect(result).toBe('seeded');
    expect(tries.count).toBe(3);
    expect(notices).toEqual([
      "The demo seed's work met a busy stand-in (Request did not complete within 2500 ms); trying again (1 of 3).",
      "The demo seed's work met a busy stand-in (The level of configured provisioned throughput for the table was exceeded.); trying again (2 of 3).",
    ]);
    // Waits of seconds, growing: 1–2 s, then 2–4 s.
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(waits[0]).toBeLessThanOrEqual(2_000);
    expect(waits[1]).toBeGreaterThanOrEqual(2_000);
    expect(waits[1]).toBeLessThanOrEqual(4_000);
  });

  it('gives up after its last try with the last transient error', async () => {
    // Prepare
    const failures = Array.from({ length: SEED_STAGE_RETRY.attempts }, () => transientFaults.connectionLost());
    const { stage, tries } = stageFailing(...failures);

    // Act
    const seeding = seedStage('accounts', stage, { notify: () => undefined, wait: async () => undefined });

    // Assess
    await expect(seeding).rejects.toThrow('socket hang up');
    expect(tries.count).toBe(SEED_STAGE_RETRY.attempts);
  });

  it('stops at once on a permanent error, without a notice', async () => {
    // Prepare
    const { stage, tries } = stageFailing(permanentFaults.bug());
    const notices: string[] = [];

    // Act
    const seeding = seedStage('vouchers', stage, { notify: (line) => notices.push(line), wait: async () => undefined });

    // Assess
    await expect(seeding).rejects.toThrow(TypeError);
    expect(tries.count).toBe(1);
    expect(notices).toEqual([]);
  });
});
