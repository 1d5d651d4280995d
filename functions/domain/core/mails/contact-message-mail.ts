import type { Mail } from '../../../adapters/mail/port';
import type { ContactMessage } from '../../../data/contact-messages';
import { fieldTableMail } from './field-table';

/** A contact message as mailed to support: every field, then the message; replies go to the sender. */
export function contactMessageMail(input: { to: string; message: ContactMessage; productName: string | null }): Mail {
  const { message } = input;
  const fields: [string, string][] = [
    ['From', `${message.name} <${message.email}>`],
    ['Phone', message.phone ?? '—'],
    ['School reference number', message.code ?? '—'],
    ['Subject', message.subject],
    ['Type', message.type ?? '—'],
    ['Product', input.productName ? `${input.productName} (${message.serviceId})` : '—'],
    ['Received', message.receivedAt],
    ['Reference', message.id],
  ];
  return {
    to: input.to,
    replyTo: message.email,
    subject: `Contact Us: ${message.subject} from ${message.name}`,
    ...fieldTableMail(fields, message.message),
  };
}
