import type { Mail } from '../../../adapters/mail/port';
import { escapeHtml } from '../../../../shared/rules/escape-html';

/** The path of the reset page (the SPA's /password/reset/{username}/{token}). */
export function passwordResetPath(username: string, token: string): string {
  return `/password/reset/${encodeURIComponent(username)}/${encodeURIComponent(token)}`;
}

/** The password reset mail: a plain-text part and the same words as HTML. */
export function passwordResetMail(input: {
  to: string;
  firstName: string;
  username: string;
  link: string;
  lifetimeMinutes: number;
}): Mail {
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `Someone asked to reset the password of the App Library account ${input.username}. To choose a new password, open this link:`,
    '',
    input.link,
    '',
    `The link works once, within ${input.lifetimeMinutes} minutes. If you did not ask for this, you can ignore this mail: your password stays as it is.`,
  ];
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>Someone asked to reset the password of the App Library account ${escapeHtml(input.username)}. To choose a new password, open this link:</p>`,
    `<p><a href="${escapeHtml(input.link)}">Reset your password</a></p>`,
    `<p>The link works once, within ${input.lifetimeMinutes} minutes. If you did not ask for this, you can ignore this mail: your password stays as it is.</p>`,
  ].join('\n');
  return { to: input.to, subject: 'Reset your App Library password', text: lines.join('\n'), html };
}
