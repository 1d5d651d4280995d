import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { sesMailSender } from '../../../functions/adapters/mail/ses';

const ses = mockClient(SESv2Client);

describe('the SES v2 mail adapter', () => {
  afterEach(() => ses.reset());

  it('sends one SendEmail with the sender, the one recipient, and the subject, text and HTML in UTF-8', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const sender = sesMailSender(new SESv2Client({ region: 'ap-southeast-2' }), 'no-reply@portal.example');

    // Act
    await sender.send({ to: 'ada@example.com', subject: 'Réinitialiser', text: 'Plain ✓', html: '<p>Plain ✓</p>' });

    // Assess
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@portal.example',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Réinitialiser', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Plain ✓', Charset: 'UTF-8' }, Html: { Data: '<p>Plain ✓</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('names the reply address of a mail that has one', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    const sender = sesMailSender(new SESv2Client({ region: 'ap-southeast-2' }), 'no-reply@portal.example');

    // Act
    await sender.send({ to: 'support@portal.example', replyTo: 'ada@example.com', subject: 's', text: 't', html: 'h' });

    // Assess
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Destination).toEqual({ ToAddresses: ['support@portal.example'] });
    expect(input?.ReplyToAddresses).toEqual(['ada@example.com']);
  });

  it('lets a refusal of SES reach the caller', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified.'));
    const sender = sesMailSender(new SESv2Client({ region: 'ap-southeast-2' }), 'no-reply@portal.example');

    // Act / Assess
    await expect(sender.send({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow(
      'not verified',
    );
  });
});
