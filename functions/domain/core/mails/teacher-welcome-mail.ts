import type { Mail } from '../../../adapters/mail/port';
import { escapeHtml } from '../../../../shared/rules/escape-html';

/**
 * The mail a teacher gets when an administrator adds them (Manage Teachers, Import Teachers) or
 * resets their password: their username and a temporary password they must replace at sign-in.
 */
export function teacherPasswordMail(input: {
  to: string;
  firstName: string;
  schoolName: string;
  username: string;
  password: string;
  signInUrl: string;
  reason: 'added' | 'reset';
}): Mail {
  const opening =
    input.reason === 'added'
      ? `An administrator of ${input.schoolName} has made you an App Library teacher account.`
      : `An administrator of ${input.schoolName} has reset the password of your App Library teacher account.`;
  const lines = [
    `Hello ${input.firstName},`,
    '',
    opening,
    '',
    `Username: ${input.username}`,
    `Temporary password: ${input.password}`,
    '',
    `Log in at ${input.signInUrl} with this password: you will then be asked to choose a new password of your own.`,
  ];
  const html = [
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<p>Username: <strong>${escapeHtml(input.username)}</strong><br>Temporary password: <strong>${escapeHtml(input.password)}</strong></p>`,
    `<p><a href="${escapeHtml(input.signInUrl)}">Log in</a> with this password: you will then be asked to choose a new password of your own.</p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: input.reason === 'added' ? 'Your App Library teacher account' : 'Your new App Library password',
    text: lines.join('\n'),
    html,
  };
}
