import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type * as CataloguesModule from '../../../../frontend/src/lib/language/catalogues';
import { messages as frenchCommon } from '../../../../shared/i18n/catalogues/fr/spa/common';
import { messages as frenchAuth } from '../../../../shared/i18n/catalogues/fr/spa/auth';

type Catalogues = typeof CataloguesModule;

/** A message French words otherwise in its `auth` part than in `common` (the header's Register or Login). */
const differing =
  Object.keys(frenchAuth).find(
    (id) => id in frenchCommon && JSON.stringify(frenchCommon[id]) !== JSON.stringify(frenchAuth[id]),
  ) ?? '';

/** The catalogues module as a tab that has just opened has it: nothing loaded, only `common` in use. */
async function freshCatalogues(): Promise<Catalogues> {
  vi.resetModules();
  return import('../../../../frontend/src/lib/language/catalogues');
}

function frenchWordingOf(id: string) {
  i18n.activate('fr');
  return i18n.messages[id];
}

describe("a language's catalogue parts (docs/internals.md 'Prerendered pages')", () => {
  it('have a message French words otherwise in common than in auth', () => {
    expect(differing).not.toBe('');
  });

  it.each([
    ['common first', ['common', 'auth'] as const],
    ['the page part first', ['auth', 'common'] as const],
  ])("give the page's own part's wording whichever part arrives first (%s)", async (_, order) => {
    // Arrange: the registration page's module asked for before a language is active (main.tsx).
    const catalogues = await freshCatalogues();
    await catalogues.withCatalogue('auth', Promise.resolve(null));

    // Act: its parts arrive in the given order.
    for (const part of order) await catalogues.loadCatalogue('fr', part);

    // Assess
    expect(frenchWordingOf(differing)).toEqual(frenchAuth[differing]);
  });

  it('give a server render only what a tab opening on its page has: common, then its route part', async () => {
    // Arrange: a render of the registration page came before.
    const catalogues = await freshCatalogues();
    i18n.activate('fr');
    await catalogues.loadFirstPageCatalogue('fr');
    await catalogues.withCatalogue('auth', Promise.resolve(null));

    // Act: the library page's render, then the login page's.
    await catalogues.loadFirstPageCatalogue('fr');
    const library = frenchWordingOf(differing);
    await catalogues.withCatalogue('auth', Promise.resolve(null));
    const login = frenchWordingOf(differing);

    // Assess
    expect(library).toEqual(frenchCommon[differing]);
    expect(login).toEqual(frenchAuth[differing]);
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
    expect(frenchWordingOf(differing)).toEqual(frenchAuth[differing]);
  });
});
