import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../../../shared/i18n/locales';

/** The id of the <script type="application/json"> that carries a prerendered page's data. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/**
 * What the renderer read to render a page (render-public-page.tsx) and the SPA hydrates it with
 * (main.tsx): the public queries' answers, so the first client render is the prerendered one.
 * JSON in a non-executed script element: the site's CSP allows no inline script but the sign-in
 * check, and none is needed for data.
 */
export interface PrerenderedData {
  key: string;
  locale: Locale;
  queries: DehydratedState;
}
