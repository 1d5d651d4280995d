import {
  BatchGetMetricDataCommand,
  DeleteSuppressedDestinationCommand,
  GetSuppressedDestinationCommand,
  ListSuppressedDestinationsCommand,
  NotFoundException,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  localMailAccount,
  reportDeliveryProblem,
  recordSendingEvent,
  removeLocalSuppression,
} from '../../../../functions/adapters/mail-account/local';
import { sesMailAccount } from '../../../../functions/adapters/mail-account/ses';

const ses = mockClient(SESv2Client);

describe('the SES account adapter', () => {
  afterEach(() => ses.reset());
  const account = () => sesMailAccount(new SESv2Client({ region: 'ap-southeast-2' }));

  it('pages through the suppression list of one reason', async () => {
    ses.on(ListSuppressedDestinationsCommand).resolves({
      SuppressedDestinationSummaries: [
        { EmailAddress: 'a@example.com', Reason: 'BOUNCE', LastUpdateTime: new Date('2026-11-01T00:00:00Z') },
      ],
      NextToken: 'next',
    });

    expect(await account().listSuppressed({ reason: 'BOUNCE', nextToken: 'token-1' })).toEqual({
      items: [{ email: 'a@example.com', reason: 'BOUNCE', lastUpdated: '2026-11-01T00:00:00.000Z' }],
      nextToken: 'next',
    });
    await account().listSuppressed({ reason: null, nextToken: null });
    expect(ses.commandCalls(ListSuppressedDestinationsCommand).map((call) => call.args[0].input)).toEqual([
      { Reasons: ['BOUNCE'], PageSize: 1000, NextToken: 'token-1' },
      { PageSize: 1000 },
    ]);
  });

  it('finds one address, and null when SES has no entry for it', async () => {
    ses.on(GetSuppressedDestinationCommand, { EmailAddress: 'a@example.com' }).resolves({
      SuppressedDestination: {
        EmailAddress: 'a@example.com',
        Reason: 'COMPLAINT',
        LastUpdateTime: new Date('2026-11-02T00:00:00Z'),
      },
    });
    ses
      .on(GetSuppressedDestinationCommand, { EmailAddress: 'b@example.com' })
      .rejects(new NotFoundException({ message: 'not found', $metadata: {} }));

    expect(await account().findSuppressed('a@example.com')).toEqual({
      email: 'a@example.com',
      reason: 'COMPLAINT',
      lastUpdated: '2026-11-02T00:00:00.000Z',
    });
    expect(await account().findSuppressed('b@example.com')).toBeNull();
  });

  it('takes an address off the list with DeleteSuppressedDestination, and answers false when SES has no entry', async () => {
    ses.on(DeleteSuppressedDestinationCommand, { EmailAddress: 'a@example.com' }).resolves({});
    ses
      .on(DeleteSuppressedDestinationCommand, { EmailAddress: 'b@example.com' })
      .rejects(new NotFoundException({ message: 'not found', $metadata: {} }));
    ses
      .on(DeleteSuppressedDestinationCommand, { EmailAddress: 'c@example.com' })
      .rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));

    expect(await account().removeSuppressed('a@example.com')).toBe(true);
    expect(await account().removeSuppressed('b@example.com')).toBe(false);
    await expect(account().removeSuppressed('c@example.com')).rejects.toThrow('Rate exceeded');
    expect(ses.commandCalls(DeleteSuppressedDestinationCommand).map((call) => call.args[0].input)).toEqual([
      { EmailAddress: 'a@example.com' },
      { EmailAddress: 'b@example.com' },
      { EmailAddress: 'c@example.com' },
    ]);
  });

  it('asks VDM for sends, both kinds of bounces and complaints per day, and answers every day of the range', async () => {
    ses.on(BatchGetMetricDataCommand).resolves({
      Results: [
        {
          Id: 'sends',
          Timestamps: [new Date('2026-11-24T00:00:00Z'), new Date('2026-11-26T00:00:00Z')],
          Values: [40, 12],
        },
        { Id: 'permanentBounces', Timestamps: [new Date('2026-11-24T00:00:00Z')], Values: [2] },
        { Id: 'transientBounces', Timestamps: [new Date('2026-11-24T00:00:00Z')], Values: [1] },
        { Id: 'complaints', Timestamps: [new Date('2026-11-26T00:00:00Z')], Values: [2] },
      ],
      Errors: [],
    });
    const from = new Date('2026-11-24T10:00:00Z');
    const to = new Date('2026-11-26T10:00:00Z');

    expect(await account().sendStatistics({ from, to })).toEqual([
      { timestamp: '2026-11-24T00:00:00.000Z', deliveryAttempts: 40, bounces: 3, complaints: 0 },
      { timestamp: '2026-11-25T00:00:00.000Z', deliveryAttempts: 0, bounces: 0, complaints: 0 },
      { timestamp: '2026-11-26T00:00:00.000Z', deliveryAttempts: 12, bounces: 0, complaints: 2 },
    ]);
    expect(ses.commandCalls(BatchGetMetricDataCommand)[0]?.args[0].input).toEqual({
      Queries: [
        { Id: 'sends', Namespace: 'VDM', Metric: 'SEND', StartDate: from, EndDate: to },
        { Id: 'permanentBounces', Namespace: 'VDM', Metric: 'PERMANENT_BOUNCE', StartDate: from, EndDate: to },
        { Id: 'transientBounces', Namespace: 'VDM', Metric: 'TRANSIENT_BOUNCE', StartDate: from, EndDate: to },
        { Id: 'complaints', Namespace: 'VDM', Metric: 'COMPLAINT', StartDate: from, EndDate: to },
      ],
    });
  });

  it('fails saying why when SES refuses a metric query (VDM not enabled)', async () => {
    ses
      .on(BatchGetMetricDataCommand)
      .resolves({ Results: [], Errors: [{ Id: 'sends', Code: 'ACCESS_DENIED', Message: 'VDM is not enabled' }] });
    await expect(account().sendStatistics({ from: new Date(), to: new Date() })).rejects.toThrow(
      'sends: ACCESS_DENIED VDM is not enabled',
    );
  });
});

describe('the twin’s SES account state', () => {
  it('keeps the suppression list by address, pages it as SES does, and refuses a token it did not give', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ses-'));
    for (const name of ['c', 'a', 'b'])
      await reportDeliveryProblem(
        dir,
        `${name.toUpperCase()}@Example.com`,
        name === 'b' ? 'COMPLAINT' : 'BOUNCE',
        new Date('2026-11-20T00:00:00Z'),
      );
    const account = localMailAccount(dir, 2);

    const first = await account.listSuppressed({ reason: null, nextToken: null });
    expect(first.items.map((entry) => entry.email)).toEqual(['a@example.com', 'b@example.com']);
    expect(
      (await account.listSuppressed({ reason: null, nextToken: first.nextToken })).items.map((entry) => entry.email),
    ).toEqual(['c@example.com']);
    expect(
      (await account.listSuppressed({ reason: 'COMPLAINT', nextToken: null })).items.map((entry) => entry.email),
    ).toEqual(['b@example.com']);
    await expect(account.listSuppressed({ reason: null, nextToken: 'forged' })).rejects.toMatchObject({
      name: 'BadRequestException',
    });
    expect(await removeLocalSuppression(dir, 'a@example.com')).toBe(true);
    expect(await account.findSuppressed('A@example.com')).toBeNull();
    expect(await account.removeSuppressed('B@Example.com')).toBe(true);
    expect(await account.removeSuppressed('b@example.com')).toBe(false);
    expect((await account.listSuppressed({ reason: null, nextToken: null })).items.map((entry) => entry.email)).toEqual(
      ['c@example.com'],
    );
  });

  it('counts delivery attempts, bounces and complaints per day', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ses-'));
    await recordSendingEvent(dir, { at: '2026-11-25T08:00:00.000Z', type: 'send', email: 'x@example.com' });
    await recordSendingEvent(dir, { at: '2026-11-25T09:00:00.000Z', type: 'send', email: 'y@example.com' });
    await recordSendingEvent(dir, { at: '2026-11-25T09:00:01.000Z', type: 'bounce', email: 'y@example.com' });
    await recordSendingEvent(dir, { at: '2026-11-26T09:00:01.000Z', type: 'complaint', email: 'y@example.com' });
    await recordSendingEvent(dir, { at: '2026-11-27T09:00:01.000Z', type: 'complaint', email: 'z@example.com' });

    expect(
      await localMailAccount(dir).sendStatistics({
        from: new Date('2026-11-25T12:00:00Z'),
        to: new Date('2026-11-26T12:00:00Z'),
      }),
    ).toEqual([
      { timestamp: '2026-11-25T00:00:00.000Z', deliveryAttempts: 2, bounces: 1, complaints: 0 },
      { timestamp: '2026-11-26T00:00:00.000Z', deliveryAttempts: 0, bounces: 0, complaints: 1 },
    ]);
  });
});

describe('the bounce chart’s statistics', () => {
  it('says what to turn on when SES refuses the metrics, and counts the last 14 days otherwise', async () => {
    const { emailStats } = await import('../../../../functions/domain/email-tools/suppression');
    const { SendStatisticsUnavailableError } = await import('../../../../functions/adapters/mail-account/port');
    const { EMAIL_TOOL_MESSAGES } = await import('../../../../shared/schemas/email-tools');
    const refusing = {
      listSuppressed: async () => ({ items: [], nextToken: null }),
      findSuppressed: async () => null,
      removeSuppressed: async () => false,
      sendStatistics: async () => Promise.reject(new SendStatisticsUnavailableError('ACCESS_DENIED')),
    };
    await expect(emailStats(refusing)).rejects.toMatchObject({
      status: 409,
      message: EMAIL_TOOL_MESSAGES.statsUnavailable,
    });

    let asked: { from: Date; to: Date } | null = null;
    const counting = {
      ...refusing,
      sendStatistics: async (range: { from: Date; to: Date }) => (
        (asked = range),
        [{ timestamp: '2026-11-26T00:00:00.000Z', deliveryAttempts: 3, bounces: 1, complaints: 1 }]
      ),
    };
    expect(await emailStats(counting, new Date('2026-11-26T10:00:00Z'))).toEqual([
      { Timestamp: '2026-11-26T00:00:00.000Z', Bounces: 1, Complaints: 1, DeliveryAttempts: 3 },
    ]);
    expect(asked).toEqual({ from: new Date('2026-11-13T10:00:00Z'), to: new Date('2026-11-26T10:00:00Z') });
  });
});
