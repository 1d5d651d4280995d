import { setupI18n, type I18n } from '@lingui/core';
import { SOURCE_LOCALE } from './locales';

/**
 * The texts of shared/ and functions/ (the API's messages, e-mails, printouts) are keyed by their
 * English: a catalogue maps the English text to its translation, so an English text the code
 * holds (a message constant, a refusal's detail) is translated wherever it is shown, and what a
 * catalogue lacks stays English. The SPA's own screens use Lingui's macros instead.
 */
const englishOnly = (() => {
  let english: I18n | undefined;
  return () => (english ??= setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } }));
})();
let translatorSource: () => I18n = englishOnly;

/**
 * The translator of the moment. Before the SPA has activated a language (a module that builds a
 * message as it loads), texts are English rather than a thrown error.
 */
function currentTranslator(): I18n {
  const i18n = translatorSource();
  return i18n.locale ? i18n : englishOnly();
}

/** Says where the current language's messages come from: the SPA's active catalogue, or the request's. */
export function setTranslator(translator: () => I18n): void {
  translatorSource = translator;
}

/** Marks a fixed English text of shared/ or functions/ for the catalogue; answers it unchanged. */
export function phrase(text: string): string {
  return text;
}

/**
 * A text of shared/ or functions/ in the current language. A text no loaded catalogue has (one
 * icu() made, already in the language; a detail the API translated) is answered as it is: never
 * read as a template, where a name holding '{' would be lost, and without the SPA's warning.
 */
export function translated(text: string): string {
  const i18n = currentTranslator();
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}

/**
 * A message with values (ICU MessageFormat: `{name}`, plurals, numbers, dates) in the current
 * language: the English template is its key.
 */
export function icu(template: string, values: Record<string, unknown>): string {
  return currentTranslator()._(template, values);
}
