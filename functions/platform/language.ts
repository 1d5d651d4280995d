import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SOURCE_LOCALE, type InterfaceLocale } from '../../shared/i18n/locales';
import { setTranslator } from '../../shared/i18n/text';
import { messages as arShared } from '../../shared/i18n/catalogues/ar/shared';
import { messages as arServer } from '../../shared/i18n/catalogues/ar/server';
import { messages as enShared } from '../../shared/i18n/catalogues/en/shared';
import { messages as enServer } from '../../shared/i18n/catalogues/en/server';
import { messages as esShared } from '../../shared/i18n/catalogues/es/shared';
import { messages as esServer } from '../../shared/i18n/catalogues/es/server';
import { messages as frShared } from '../../shared/i18n/catalogues/fr/shared';
import { messages as frServer } from '../../shared/i18n/catalogues/fr/server';
import { messages as zhShared } from '../../shared/i18n/catalogues/zh-Hans/shared';
import { messages as zhServer } from '../../shared/i18n/catalogues/zh-Hans/server';
import { messages as pseudoShared } from '../../shared/i18n/catalogues/pseudo/shared';
import { messages as pseudoServer } from '../../shared/i18n/catalogues/pseudo/server';
import { logger } from './logger';

/** The functions' words in every language: the contract's messages and the e-mails and printouts. */
const CATALOGUES: Record<InterfaceLocale, Messages> = {
  en: { ...enShared, ...enServer },
  es: { ...esShared, ...esServer },
  fr: { ...frShared, ...frServer },
  ar: { ...arShared, ...arServer },
  'zh-Hans': { ...zhShared, ...zhServer },
  pseudo: { ...pseudoShared, ...pseudoServer },
};

const reported = new Set<string>();

/** A text no catalogue has is shown in English, and logged once per process and language. */
function reportMissing(locale: string, id: string): void {
  const key = `${locale}\u0000${id}`;
  if (reported.has(key)) return;
  reported.add(key);
  logger.warn('a text has no translation', { locale, text: id.slice(0, 200) });
}

const translators = new Map<InterfaceLocale, I18n>();

function translatorFor(locale: InterfaceLocale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
    // A template the catalogue lacks (English, before a catalogue is compiled) is still formatted.
    i18n.setMessagesCompiler(compileMessage);
    if (locale !== SOURCE_LOCALE) i18n.on('missing', ({ id }) => reportMissing(locale, id));
    translators.set(locale, i18n);
  }
  return i18n;
}

const scope = new AsyncLocalStorage<InterfaceLocale>();

/** The language of the work in hand: the caller's (Accept-Language), or the person an e-mail or printout is for. */
export function currentLocale(): InterfaceLocale {
  return scope.getStore() ?? SOURCE_LOCALE;
}

/** Runs `work` in `locale`: the texts of shared/ and functions/ it makes are in that language. */
export function inLocale<T>(locale: InterfaceLocale, work: () => T): T {
  return scope.run(locale, work);
}

/** A text of shared/ or functions/ (keyed by its English) in `locale`. */
export function translatedIn(locale: InterfaceLocale, text: string): string {
  return translatorFor(locale)._(text);
}

setTranslator(() => translatorFor(currentLocale()));
