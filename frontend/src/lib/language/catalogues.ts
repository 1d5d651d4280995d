import { i18n, type Messages } from '@lingui/core';
import type { InterfaceLocale } from '../../../../shared/i18n/locales';
import type { FeatureCatalogue, SpaCatalogue } from '../../../../shared/i18n/catalogue-names';

type CatalogueModules = Record<string, () => Promise<{ messages: Messages }>>;

/**
 * Each SPA part of each language's catalogue is a chunk of its own: a part holds its screens' words
 * and the contract's messages its code imports (bin/i18n/write-spa-catalogues.ts). The first page
 * knows the chunks of its own part (`common`) in each language; the map of the other parts' chunks
 * is a lazy chunk (./feature-catalogues.ts), asked for after the first paint
 * (prefetchFeatureCatalogues), or sooner by a page that needs its part. A landing page's script asks
 * for it beside the page's part (frontend/vite.config.ts).
 */
const FIRST_PAGE_MODULES: CatalogueModules = import.meta.glob<{ messages: Messages }>(
  '../../../../shared/i18n/catalogues/*/spa/common.ts',
);

/** The part the first page shows: the shell and the kit, the library, and their contract messages. */
const FIRST_PAGE_CATALOGUE = 'common' satisfies SpaCatalogue;

/**
 * The parts in use so far, in the order their words go over each other: `common` first, then each
 * feature's part in the order pages asked for it, the latest on top. A language switch loads these
 * at once, the rest as pages open.
 */
let inUse: SpaCatalogue[] = [FIRST_PAGE_CATALOGUE];
const loaded = new Map<string, Promise<void>>();
/** Each part's words once loaded, by `<locale>/<part>`: a language's words are made of them (speak). */
const partWords = new Map<string, Messages>();

let featureModules: Promise<CatalogueModules> | undefined;

/** The map of the features' parts, asked for once (again after a failed load, a dropped connection). */
function featureCatalogueModules(): Promise<CatalogueModules> {
  if (!featureModules) {
    featureModules = import('./feature-catalogues').then((module) => module.FEATURE_CATALOGUE_MODULES);
    featureModules.catch(() => (featureModules = undefined));
  }
  return featureModules;
}

/**
 * Asks for the map of the features' parts ahead of a page that needs one, so opening a page loads
 * its part beside its code as before, with no request first for the map.
 */
export function prefetchFeatureCatalogues(): void {
  featureCatalogueModules().catch(() => undefined);
}

async function moduleOf(locale: InterfaceLocale, name: SpaCatalogue) {
  const file = `../../../../shared/i18n/catalogues/${locale}/spa/${name}.ts`;
  const load = name === FIRST_PAGE_CATALOGUE ? FIRST_PAGE_MODULES[file] : (await featureCatalogueModules())[file];
  if (!load) throw new Error(`No catalogue ${locale}/${name}: run npm run i18n:compile`);
  return load;
}

/**
 * A language's words: its parts in use laid over each other in the order of `inUse`, so they are
 * the same whichever part arrived first. Two parts can word one message differently (a feature's
 * own wording of a header's word): the prerendered page was rendered with its own part over
 * `common`, and the SPA that hydrates it must say exactly that (docs/internals.md "Prerendered
 * pages"), however the network delivers the parts.
 */
function speak(locale: InterfaceLocale): void {
  const words: Messages = {};
  for (const name of inUse) Object.assign(words, partWords.get(`${locale}/${name}`));
  // Nothing new (a part laid on top that words nothing otherwise): no 'change', which would render
  // every screen again and ask the API again for what it words (main.tsx).
  const current = i18n.locale === locale ? i18n.messages : undefined;
  const same = (id: string) =>
    current?.[id] === words[id] || JSON.stringify(current?.[id]) === JSON.stringify(words[id]);
  if (current && Object.keys(words).every(same)) return;
  // Lingui merges these into what the language had: every message of a part in use takes its
  // value from the topmost part that has it.
  i18n.load(locale, words);
}

/** Loads one part of a language's catalogue, once; the language then speaks its parts in use (speak). */
export function loadCatalogue(locale: InterfaceLocale, name: SpaCatalogue): Promise<void> {
  const key = `${locale}/${name}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = moduleOf(locale, name)
      .then((load) => load())
      .then(({ messages }) => {
        partWords.set(key, messages);
        speak(locale);
      });
    // A chunk that failed to load (a dropped connection) is asked for again next time.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Every part in use, in `locale`: before switching to it, so nothing shows untranslated. */
export async function loadCataloguesInUse(locale: InterfaceLocale): Promise<void> {
  await Promise.all(inUse.map((name) => loadCatalogue(locale, name)));
}

/**
 * A server render (prerender/render-public-page.tsx) is a visitor's first page: only `common` is in
 * use until the page's route asks for its own part, as in the tab that will hydrate the page, not
 * the parts of the pages rendered before it.
 */
export async function loadFirstPageCatalogue(locale: InterfaceLocale): Promise<void> {
  inUse = [FIRST_PAGE_CATALOGUE];
  await loadCatalogue(locale, FIRST_PAGE_CATALOGUE);
  speak(locale);
}

/**
 * A lazy page's module together with its feature's words in the current language: the page
 * renders only when both have arrived.
 */
export async function withCatalogue<Module>(name: FeatureCatalogue, page: Promise<Module>): Promise<Module> {
  // The page's part goes on top: where it words a message otherwise than a part loaded before, the
  // page shows its own wording.
  const onTop = inUse.at(-1) === name;
  if (!onTop) inUse = [...inUse.filter((part) => part !== name), name];
  // A landing page's module is asked for before a language is active (main.tsx): its part then
  // comes with the first page's, when the language is activated.
  if (!i18n.locale) return page;
  const locale = i18n.locale as InterfaceLocale;
  // A part that arrives speaks in the order above; one loaded before (another page of its feature,
  // a language switch) is laid on top again here.
  const loadedBefore = partWords.has(`${locale}/${name}`);
  const [module] = await Promise.all([page, loadCatalogue(locale, name)]);
  if (!onTop && loadedBefore) speak(locale);
  return module;
}
