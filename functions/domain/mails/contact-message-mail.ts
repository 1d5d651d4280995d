import type { Mail } from '../../adapters/mail/port';
import type { ContactMessage } from '../../data/contact-messages';
import { escapeHtml } from '../../../shared/rules/escape-html';

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
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', message.message].join('\n');
  const html = [
    '<table>',
    ...fields.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join('\n');
  return { to: input.to, replyTo: message.email, subject: `Contact Us: ${message.subject} from ${message.name}`, text, html };
}
