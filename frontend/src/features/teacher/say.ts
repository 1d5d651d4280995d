import { i18n, setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { SOURCE_LOCALE } from '../../../../shared/i18n/locales';

let english: I18n | undefined;

/**
 * A message of the teacher area's rules (labels, refusals, confirmations worked out outside a
 * component) in the portal's language, asked for when a screen renders (i18n-common: `msg` outside
 * components). Before any language is active, as in the rules' unit tests, it is the English text.
 */
export function say(descriptor: MessageDescriptor): string {
  const active = i18n.locale ? i18n : (english ??= setupI18n({ locale: SOURCE_LOCALE, messages: { en: {} } }));
  return active._(descriptor);
}
