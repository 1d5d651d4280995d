import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type * as CataloguesModule from '../../../../frontend/src/lib/language/catalogues';

type Catalogues = typeof CataloguesModule;

// Two parts of one language wording a message differently (a feature's own wording of a header's
// word), and a third that words it not at all.
vi.mock('../../../../shared/i18n/catalogues/fr/spa/common.ts', () => ({
  messages: { register: ['S’inscrire (common)'], library: ['Bibliothèque'] },
}));
vi.mock('../../../../shared/i18n/catalogues/fr/spa/auth.ts', () => ({
  messages: { register: ["S'inscrire (auth)"], login: ['Se connecter'] },
}));
vi.mock('../../../../shared/i18n/catalogues/fr/spa/contact.ts', () => ({
  messages: { subject: ['Objet'] },
}));

const COMMON = ['S’inscrire (common)'];
const AUTH = ["S'inscrire (auth)"];

/**
 * The catalogues module as a tab that has just opened has it: nothing loaded, only `common` in use,
 * and Lingui (one instance for the whole file) holding no French; English active.
 */
async function freshCatalogues(): Promise<Catalogues> {
  vi.resetModules();
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return import('../../../../frontend/src/lib/language/catalogues');
}

function frenchWordingOf(id: string) {
  i18n.activate('fr');
  return i18n.messages[id];
}

describe("a language's catalogue parts (docs/internals.md 'Prerendered pages')", () => {
  it.each([
    ['common first', ['common', 'auth'] as const],
    ['the page part first', ['auth', 'common'] as const],
  ])("give the page's own part's wording whichever part arrives first (%s)", async (_, order) => {
    // Arrange: the registration page's module asked for, French not loaded yet (main.tsx).
    const catalogues = await freshCatalogues();
    await catalogues.withCatalogue('auth', Promise.resolve(null));

    // Act: its parts arrive in the given order.
    for (const part of order) await catalogues.loadCatalogue('fr', part);

    // Assess
    expect(frenchWordingOf('register')).toEqual(AUTH);
  });

  it('give a server render only what a tab opening on its page has: common, then its route part', async () => {
    // Arrange: a render of the registration page came before.
    const catalogues = await freshCatalogues();
    i18n.activate('fr');
    await catalogues.loadFirstPageCatalogue('fr');
    await catalogues.withCatalogue('auth', Promise.resolve(null));

    // Act: the library page's render, then the login page's.
    await catalogues.loadFirstPageCatalogue('fr');
    const library = frenchWordingOf('register');
    await catalogues.withCatalogue('auth', Promise.resolve(null));
    const login = frenchWordingOf('register');

    // Assess
    expect(library).toEqual(COMMON);
    expect(login).toEqual(AUTH);
  });

  it('tell the screens of no change when a part laid on top again words nothing otherwise', async () => {
    // Arrange: the registration page, then the contact page, whose part words nothing as auth does.
    const catalogues = await freshCatalogues();
    i18n.activate('fr');
    await catalogues.loadFirstPageCatalogue('fr');
    await catalogues.withCatalogue('auth', Promise.resolve(null));
    await catalogues.withCatalogue('contact', Promise.resolve(null));
    let changes = 0;
    const stop = i18n.on('change', () => void changes++);

    // Act: back to a page of auth.
    await catalogues.withCatalogue('auth', Promise.resolve(null));
    stop();

    // Assess
    expect(changes).toBe(0);
    expect(frenchWordingOf('register')).toEqual(AUTH);
  });
});
