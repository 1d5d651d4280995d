import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type InterfaceLocale } from '../../shared/i18n/locales';
import { setTranslator } from '../../shared/i18n/text';
import { logger } from './logger';

/**
 * Where the functions' catalogues are (bin/i18n/write-server-catalogues.ts writes them): beside
 * the bundle in a Lambda (bin/build-functions.ts copies them to `<bundle>/i18n`), in the source
 * tree everywhere else. A language's file is read when a request first needs it, so no route's
 * bundle carries the words of five languages.
 */
function catalogueDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'i18n');
  return existsSync(bundled) ? bundled : path.resolve(here, '../../shared/i18n/catalogues');
}

function messagesOf(locale: InterfaceLocale): Messages {
  const file = path.join(catalogueDir(), locale, 'functions.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Messages;
  } catch (error) {
    // A build without its catalogues still answers, in English (each text is its own key).
    logger.error('a catalogue could not be read: npm run i18n:compile writes it', { locale, file, error });
    return {};
  }
}

/**
 * A text the catalogue has no entry for is answered as it is, never read as a template: a text
 * made with values (icu()) is already in the request's language, and a name in it may hold '{'.
 * (Every fixed text is in the catalogue: lint's sync check fails on one that is not.)
 */
function asItIs(_locale: string, id: string): string {
  return id;
}

let english: Messages | undefined;
function englishTexts(): Messages {
  return (english ??= messagesOf(SOURCE_LOCALE));
}

const translators = new Map<InterfaceLocale, I18n>();

function translatorFor(locale: InterfaceLocale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      messages: { [locale]: locale === SOURCE_LOCALE ? englishTexts() : messagesOf(locale) },
      missing: asItIs,
    });
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
