import { countAttempt } from '../../../functions/data/rate-limits';

interface CountedRule {
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * Waits, when the current window ends within `needMs`, until the next one begins. The functions
 * count attempts in fixed windows (functions/data/rate-limits.ts): a test that fills a window and
 * then asks once more must do both in one window, or the ask lands in a fresh one and is let in.
 */
export async function inOneWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Counts `subject` up to the rule's limit in its current window, as the route counts (25 at a time). */
export async function fillWindow(rule: CountedRule, subject: string, now: Date = new Date()): Promise<void> {
  const counted = await countAttempt({ ...rule, limit: Infinity }, subject, now);
  const missing = Math.max(0, rule.limit - counted.count);
  for (let batch = 0; batch < missing; batch += 25)
    await Promise.all(Array.from({ length: Math.min(25, missing - batch) }, () => countAttempt(rule, subject, now)));
}
