import createDOMPurify, { type DOMPurify } from 'dompurify';
import { htmlWindow } from './html-window';

/**
 * How links of sanitised HTML behave. 'new-tab' (service descriptions, shown in a dialog): every
 * link opens a new tab. 'in-page' (static pages): links to this site stay in the tab, for the
 * router to follow; links elsewhere open a new tab.
 */
export type LinkMode = 'new-tab' | 'in-page';

let linkMode: LinkMode = 'new-tab';
let purifier: DOMPurify | null = null;

/** An address on another origin (or one the browser cannot read as an address). */
function isExternal(address: string): boolean {
  try {
    const { location } = htmlWindow();
    return new URL(address, location.href).origin !== location.origin;
  } catch {
    return true;
  }
}

/**
 * DOMPurify over the window of lib/html-window.ts: the browser's, or the renderer's server DOM,
 * which must give the same output for the same HTML (a prerendered page is then what the SPA
 * renders over it; test/unit/frontend/lib/sanitize-html.test.ts compares the two).
 */
function createPurifier(): DOMPurify {
  const DOMPurify = createDOMPurify(htmlWindow());
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      if (linkMode === 'new-tab' || isExternal(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    // The site's CSP allows images from the site only: another origin's would be blocked anyway.
    if (
      node.tagName === 'IMG' &&
      isExternal(node.getAttribute('src') ?? '') &&
      !(node.getAttribute('src') ?? '').startsWith('data:')
    ) {
      node.remove();
    }
  });
  return DOMPurify;
}

/**
 * HTML from outside the SPA (staff-written descriptions, static pages from the content host),
 * made safe to show: formatting, links and same-site images stay; scripts, event handlers,
 * `javascript:` URLs, styles (which the site's CSP would refuse), forms and frames go.
 */
export function sanitizeHtml(html: string, mode: LinkMode = 'new-tab'): string {
  purifier ??= createPurifier();
  linkMode = mode;
  try {
    return purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: [
        'style',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'iframe',
        'frame',
        'object',
        'embed',
        'link',
        'meta',
        'base',
      ],
      FORBID_ATTR: ['style', 'srcset'],
    });
  } finally {
    linkMode = 'new-tab';
  }
}
