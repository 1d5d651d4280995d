import type { Locale } from '../../../../shared/i18n/locales';
import { icu, translated } from '../../../../shared/i18n/text';
import type { Mail } from '../../../adapters/mail/port';
import { escapeHtml } from '../../../../shared/rules/escape-html';
import { mailInLanguage } from './mail-language';

/** The path of the reset page (the SPA's /password/reset/{username}/{token}). */
export function passwordResetPath(username: string, token: string): string {
  return `/password/reset/${encodeURIComponent(username)}/${encodeURIComponent(token)}`;
}

/** The password reset mail, in the account's language: a plain-text part and the same words as HTML. */
export function passwordResetMail(input: {
  to: string;
  firstName: string;
  username: string;
  link: string;
  lifetimeMinutes: number;
  language: Locale | null;
}): Mail {
  return mailInLanguage(input.language, () => {
    const texts = {
      hello: (firstName: string) => icu('Hello {firstName},', { firstName }),
      asked: (username: string) =>
        icu(
          'Someone asked to reset the password of the App Library account {username}. To choose a new password, open this link:',
          { username },
        ),
      lifetime: icu(
        'The link works once, within {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for this, you can ignore this mail: your password stays as it is.',
        { minutes: input.lifetimeMinutes },
      ),
    };
    const lines = [texts.hello(input.firstName), '', texts.asked(input.username), '', input.link, '', texts.lifetime];
    const html = [
      `<p>${texts.hello(escapeHtml(input.firstName))}</p>`,
      `<p>${texts.asked(escapeHtml(input.username))}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(translated('Reset your password'))}</a></p>`,
      `<p>${escapeHtml(texts.lifetime)}</p>`,
    ].join('\n');
    return { to: input.to, subject: translated('Reset your App Library password'), text: lines.join('\n'), html };
  });
}
