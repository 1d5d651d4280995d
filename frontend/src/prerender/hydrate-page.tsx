import { hydrate, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { InterfaceLocale } from '../../../shared/i18n/locales';
import { prerenderedPageKey } from '../../../shared/rules/prerendered-pages';
import type { AppRouter } from '../app/router';
import { loadCataloguesInUse } from '../lib/language/catalogues';
import { PRERENDERED_DATA_ID, type PrerenderedData } from './prerendered-data';

/**
 * What main.tsx needs only on a prerendered page, in a chunk of its own (the first page's
 * JavaScript does not grow): asked for as the SPA starts, it arrives beside the configuration.
 */

/**
 * Fills the query cache with the answers the page was rendered with (render-public-page.tsx), so
 * the loaders find them and the first render is the page's; false when the page carries no data
 * for this page and language.
 */
export function fillFromPage(queryClient: QueryClient, key: string, locale: InterfaceLocale): boolean {
  let data: PrerenderedData;
  try {
    data = JSON.parse(document.getElementById(PRERENDERED_DATA_ID)?.textContent ?? 'null') as PrerenderedData;
  } catch {
    return false;
  }
  if (data?.key !== key || data.locale !== locale) return false;
  hydrate(queryClient, data.queries);
  return true;
}

/**
 * Whether the router, its first loads done, shows the prerendered page (no redirect, no error),
 * every catalogue part it renders loaded in the page's language (a part may still be on its way
 * when the page's module has come), so the first render's words are the markup's.
 */
export async function routerShows(router: AppRouter, key: string, locale: InterfaceLocale): Promise<boolean> {
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  const { location, errors } = router.state;
  if (errors || prerenderedPageKey(location.pathname, location.search) !== key) return false;
  await loadCataloguesInUse(locale);
  return true;
}

/** A field of the prerendered page the visitor has typed in or ticked before the SPA ran. */
interface TypedField {
  name: string;
  value: string | null;
  checked: boolean | null;
  focused: boolean;
  selection: [number | null, number | null];
}

function typedFields(container: HTMLElement): TypedField[] {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  return [...fields].flatMap((field) => {
    const focused = document.activeElement === field;
    const box = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    const changed = box ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (!changed && !focused) return [];
    const selection: [number | null, number | null] = box ? [null, null] : [field.selectionStart, field.selectionEnd];
    return [
      {
        name: field.name,
        value: !box && changed ? field.value : null,
        checked: box && changed ? field.checked : null,
        focused,
        selection,
      },
    ];
  });
}

/** Gives the SPA's field what the visitor typed in the markup's, as typing would (React and the form see it). */
function restore(container: HTMLElement, typed: TypedField): boolean {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(typed.name)}"]`);
  // Not hydrated yet (a part of the page React adopts in a later commit): its form would not hear it.
  if (!field || !Object.keys(field).some((key) => key.startsWith('__reactProps'))) return false;
  if (typed.value !== null) {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (typed.checked !== null && field instanceof HTMLInputElement && field.checked !== typed.checked) field.click();
  if (typed.focused) {
    field.focus();
    const [start, end] = typed.selection;
    // Only text-like fields have a caret to put back (an email or number field throws).
    if (start !== null && end !== null && /^(text|search|url|tel|password|textarea)$/.test(field.type))
      field.setSelectionRange(start, end);
  }
  return true;
}

/** Calls `onCommit` once the first commit (the hydration's) has attached every ref and run every layout effect. */
function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates the page: React adopts the markup's nodes as they are, nothing is drawn again, and the
 * focus and caret stay where the visitor left them. A form's fields, though, are set to the form's
 * defaults as they register (react-hook-form), so what the visitor typed or ticked before the SPA
 * ran (on a slow phone the login form is there to type in: ARCHITECTURE 'Phones first') is read
 * first and given back to each field as typing would, in the same commit, before the browser
 * paints. A mismatch React recovers from (it renders the page afresh) is an error in the console,
 * with the components it is in, which the production build's message alone does not name.
 */
export function hydratePage(container: HTMLElement, app: ReactNode): void {
  let waiting = typedFields(container);
  let frames = 0;
  const giveBack = () => {
    waiting = waiting.filter((field) => !restore(container, field));
    // A field hydrated in a later commit is given its text when it is.
    if (waiting.length && ++frames < 120) requestAnimationFrame(giveBack);
  };
  hydrateRoot(container, <AfterFirstCommit onCommit={giveBack}>{app}</AfterFirstCommit>, {
    onRecoverableError: (error, info) =>
      console.error('The prerendered page did not hydrate as rendered:', error, info.componentStack),
  });
}
