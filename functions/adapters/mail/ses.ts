import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mail, MailSender } from './port';

/** The SendEmail input of one mail: a simple message with a text and an HTML part, both UTF-8. */
export function sendEmailInput(from: string, mail: Mail) {
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [mail.to] },
    ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    },
  };
}

/**
 * Mail through SES v2 from the stage's sender address. SES itself leaves out addresses on the
 * account's suppression list (bounces and complaints), so a suppressed person gets nothing.
 */
export function sesMailSender(client: SESv2Client, from: string): MailSender {
  return {
    async send(mail) {
      await client.send(new SendEmailCommand(sendEmailInput(from, mail)));
    },
  };
}
