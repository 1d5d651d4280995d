import { hydrate, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { InterfaceLocale } from '../../../shared/i18n/locales';
import { prerenderedPageKey } from '../../../shared/rules/prerendered-pages';
import type { AppRouter } from '../app/router';
import { loadCataloguesInUse } from '../lib/language/catalogues';
import { markStartedFromMarkup, markWholePageAdopted } from '../lib/adopted-markup';
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

/** A field of the prerendered page the visitor has typed in, ticked or chosen from before the SPA ran. */
interface TypedField {
  name: string;
  /** Which of the fields of that name (the header's menus carry one each). */
  index: number;
  value: string | null;
  checked: boolean | null;
  focused: boolean;
  selection: [number | null, number | null];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input[name], textarea[name], select[name]';

function changedFromMarkup(field: Field, box: boolean): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (box && field instanceof HTMLInputElement) return field.checked !== field.defaultChecked;
  return field.value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue;
}

function isField(node: EventTarget | null): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

/** The key of React's own property on a node it has adopted (`__reactFiber$…`, `__reactProps$…`). */
function reactKey(node: Element, kind: 'Fiber' | 'Props'): string | undefined {
  return Object.keys(node).find((key) => key.startsWith(`__react${kind}`));
}

function hydrated(field: Field): boolean {
  return reactKey(field, 'Props') !== undefined;
}

/** Which of the markup's fields of its name `field` is. */
function indexOfField(container: HTMLElement, field: Field): number {
  return [...container.querySelectorAll<Field>(FIELDS)].filter((other) => other.name === field.name).indexOf(field);
}

/** What the visitor did to one field of the markup; null when it is as the page came and not in use. */
function typedField(container: HTMLElement, field: Field): TypedField | null {
  const focused = document.activeElement === field;
  const box = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  const changed = changedFromMarkup(field, box);
  if (!changed && !focused) return null;
  const selection: [number | null, number | null] =
    box || field instanceof HTMLSelectElement ? [null, null] : [field.selectionStart, field.selectionEnd];
  return {
    name: field.name,
    index: indexOfField(container, field),
    value: !box && changed ? field.value : null,
    checked: box && changed ? (field as HTMLInputElement).checked : null,
    focused,
    selection,
  };
}

function typedFields(container: HTMLElement): TypedField[] {
  return [...container.querySelectorAll<Field>(FIELDS)].flatMap((field) => typedField(container, field) ?? []);
}

/**
 * Gives the SPA's field what the visitor typed or chose in the markup's, as the visitor's own
 * typing or choosing would (React and the form see it: a language chosen from the header's menu
 * before the SPA ran is the language the SPA switches to).
 */
function restore(container: HTMLElement, typed: TypedField): boolean {
  const field = [...container.querySelectorAll<Field>(`[name="${CSS.escape(typed.name)}"]`)][typed.index];
  // Not hydrated yet (a part of the page React adopts in a later commit): its form would not hear it.
  if (!field || !hydrated(field)) return false;
  // Changed again since it was read (the visitor typed on as React adopted it): the newer stands.
  const changedSince = typed.value !== null && field.value !== typed.value && changedFromMarkup(field, false);
  if (typed.value !== null && !changedSince) {
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
    // A menu tells React of a choice by `change`, a text field of typing by `input`.
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  if (typed.checked !== null && field instanceof HTMLInputElement && field.checked !== typed.checked) field.click();
  if (typed.focused) {
    field.focus();
    const [start, end] = typed.selection;
    // Only text-like fields have a caret to put back (an email or number field throws).
    if (start !== null && end !== null && /^(text|search|url|tel|password|textarea)$/.test(field.type))
      (field as HTMLInputElement).setSelectionRange(start, end);
  }
  return true;
}

/**
 * Whether React has adopted every element of the page: each has React's fiber, but those inside
 * HTML React sets as a whole (staff-written text, `dangerouslySetInnerHTML`), which are not its own.
 * What sits in a <Suspense> is adopted in a pass after the first commit.
 */
function adoptedWhole(container: HTMLElement): boolean {
  const own = (element: Element) => reactKey(element, 'Fiber') !== undefined;
  for (const element of container.querySelectorAll('*')) {
    if (own(element)) continue;
    let parent = element.parentElement;
    while (parent && parent !== container && !own(parent)) parent = parent.parentElement;
    const propsKey = parent && parent !== container ? reactKey(parent, 'Props') : undefined;
    const props = propsKey
      ? (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[propsKey]
      : null;
    if (!props?.dangerouslySetInnerHTML) return false;
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
 * defaults as they register (react-hook-form), and a menu to its state, so what the visitor
 * typed, ticked or chose before the SPA ran (on a slow phone the login form is there to type in:
 * ARCHITECTURE 'Phones first') is read first and given back to each field as typing would, in the
 * commit that adopts it, before the browser paints. A mismatch React recovers from (it renders the page afresh) is an error in the console,
 * with the components it is in, which the production build's message alone does not name.
 */
export function hydratePage(container: HTMLElement, app: ReactNode): void {
  let waiting = typedFields(container);
  // A field changed while React adopts the page (after the read above, before the commit that
  // adopts the field) makes React finish adopting it at once, which first sets a menu back to the
  // page's state (and a form's field to its default), so React would hear the page's value, not
  // the visitor's. Such a change is read here, before React hears of it, and given back.
  const changedMeanwhile = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !field.name || !container.contains(field) || hydrated(field)) return;
    const index = indexOfField(container, field);
    const typed = typedField(container, field);
    waiting = waiting.filter((other) => other.name !== field.name || other.index !== index);
    if (typed) waiting.push(typed);
  };
  const heard = ['input', 'change'] as const;
  for (const type of heard) document.addEventListener(type, changedMeanwhile, true);
  // From the first commit, each frame until React has adopted the whole page (the routed page comes
  // in a later pass) and every field has its text back, or two seconds have passed.
  let frames = 0;
  const settle = () => {
    waiting = waiting.filter((field) => !restore(container, field));
    const adopted = adoptedWhole(container);
    if (adopted) markWholePageAdopted();
    if ((waiting.length || !adopted) && ++frames < 120) {
      requestAnimationFrame(settle);
      return;
    }
    // A page React never adopts whole (a part it drew afresh) still gets its language changes.
    markWholePageAdopted();
    for (const type of heard) document.removeEventListener(type, changedMeanwhile, true);
  };
  markStartedFromMarkup();
  hydrateRoot(container, <AfterFirstCommit onCommit={settle}>{app}</AfterFirstCommit>, {
    onRecoverableError: (error, info) =>
      console.error('The prerendered page did not hydrate as rendered:', error, info.componentStack),
  });
}
