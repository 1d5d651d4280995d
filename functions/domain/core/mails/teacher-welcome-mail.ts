import type { Locale } from '../../../../shared/i18n/locales';
import { icu, translated } from '../../../../shared/i18n/text';
import type { Mail } from '../../../adapters/mail/port';
import { escapeHtml } from '../../../../shared/rules/escape-html';
import { mailInLanguage } from './mail-language';

/**
 * The mail a teacher gets when an administrator adds them (Manage Teachers, Import Teachers) or
 * resets their password: their username and a temporary password they must replace at sign-in,
 * in the teacher's language (the school's, or English, for a teacher who has not chosen one).
 */
export function teacherPasswordMail(input: {
  to: string;
  firstName: string;
  schoolName: string;
  username: string;
  password: string;
  signInUrl: string;
  reason: 'added' | 'reset';
  language: Locale | null;
}): Mail {
  return mailInLanguage(input.language, () => {
    const opening = (schoolName: string) =>
      input.reason === 'added'
        ? icu('An administrator of {schoolName} has made you an App Library teacher account.', { schoolName })
        : icu('An administrator of {schoolName} has reset the password of your App Library teacher account.', {
            schoolName,
          });
    const hello = (firstName: string) => icu('Hello {firstName},', { firstName });
    const username = (value: string) => icu('Username: {username}', { username: value });
    const password = (value: string) => icu('Temporary password: {password}', { password: value });
    const lines = [
      hello(input.firstName),
      '',
      opening(input.schoolName),
      '',
      username(input.username),
      password(input.password),
      '',
      icu('Log in at {signInUrl} with this password: you will then be asked to choose a new password of your own.', {
        signInUrl: input.signInUrl,
      }),
    ];
    const html = [
      `<p>${hello(escapeHtml(input.firstName))}</p>`,
      `<p>${opening(escapeHtml(input.schoolName))}</p>`,
      `<p>${username(`<strong dir="ltr">${escapeHtml(input.username)}</strong>`)}<br>${password(`<strong dir="ltr">${escapeHtml(input.password)}</strong>`)}</p>`,
      `<p>${icu(
        '<0>Log in</0> with this password: you will then be asked to choose a new password of your own.',
        {},
      ).replace(
        /<0>(.*?)<\/0>/,
        (_match, text: string) => `<a href="${escapeHtml(input.signInUrl)}">${escapeHtml(text)}</a>`,
      )}</p>`,
    ].join('\n');
    return {
      to: input.to,
      subject:
        input.reason === 'added'
          ? translated('Your App Library teacher account')
          : translated('Your new App Library password'),
      text: lines.join('\n'),
      html,
    };
  });
}
