import type { I18n } from '@lingui/core';

/** A short list in the page's language ('Free Trial, Expires soon'; in Arabic with its own comma). */
export function shortList(i18n: I18n, items: readonly string[]): string {
  return new Intl.ListFormat(i18n.locales ?? i18n.locale, { type: 'unit', style: 'short' }).format(items);
}
