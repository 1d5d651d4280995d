import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MailSendingRateExceededError,
  outboxMailSender,
  SES_SANDBOX_SEND_RATE,
} from '../../../../functions/adapters/mail/outbox';
import { MAIL_RETRY, withSendingBackoff } from '../../../../functions/adapters/mail/sending-backoff';
import type { Mail } from '../../../../functions/adapters/mail/port';

const mail = (to: string): Mail => ({ to, subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' });

describe("the local outbox holds SES's sending rate, and senders back off", () => {
  let dir = '';
  let nowMs = Date.parse('2026-12-06T08:00:00.000Z');
  const clock = () => new Date(nowMs);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-rate-'));
    nowMs = Date.parse('2026-12-06T08:00:00.000Z');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second mail within the second at the sandbox rate as SES does, and takes it a second later', async () => {
    // Prepare
    const outbox = outboxMailSender(dir, clock, undefined, { maxSendRate: SES_SANDBOX_SEND_RATE });

    // Act
    await outbox.send(mail('a@example.com'));
    const refused = outbox.send(mail('b@example.com'));
    await expect(refused).rejects.toBeInstanceOf(MailSendingRateExceededError);
    await expect(refused).rejects.toMatchObject({
      name: 'TooManyRequestsException',
      message: 'Maximum sending rate exceeded.',
    });
    nowMs += 1_000;
    await outbox.send(mail('b@example.com'));

    // Assess
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('sends a bulk run of welcome mails at one a second, each backing off until the account may send again', async () => {
    // Prepare
    const waits: number[] = [];
    const sender = withSendingBackoff(outboxMailSender(dir, clock, undefined, { maxSendRate: SES_SANDBOX_SEND_RATE }), {
      sleep: async (ms) => {
        waits.push(ms);
        nowMs += ms;
      },
      random: () => 0.5,
    });
    const started = nowMs;

    // Act
    for (const to of ['a', 'b', 'c', 'd', 'e']) await sender.send(mail(`${to}@example.com`));

    // Assess
    expect(await readdir(dir)).toHaveLength(5);
    expect(waits.length).toBeGreaterThan(0);
    expect(nowMs - started).toBeGreaterThanOrEqual(4_000);
  });

  it(`gives up after ${MAIL_RETRY.attempts} tries, with SES's error, when the account stays over its rate`, async () => {
    // Prepare: an account that may send nothing more (a frozen clock)
    const outbox = outboxMailSender(dir, clock, undefined, { maxSendRate: SES_SANDBOX_SEND_RATE });
    await outbox.send(mail('a@example.com'));
    let tries = 0;
    const sender = withSendingBackoff(
      {
        send: (next) => {
          tries += 1;
          return outbox.send(next);
        },
      },
      { sleep: async () => undefined },
    );

    // Act
    const sent = sender.send(mail('b@example.com'));

    // Assess
    await expect(sent).rejects.toBeInstanceOf(MailSendingRateExceededError);
    expect(tries).toBe(MAIL_RETRY.attempts);
  });
});
