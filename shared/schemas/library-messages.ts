import { phrase } from '../i18n/text';

/**
 * The library's words that the API's schemas also use, in a module without schemas: the first page
 * shows them, and a module the first page imports from lands in the first page whole, zod with it
 * (docs/benchmarks.md, web).
 */

/** The API's answer for a service id that does not exist, which the SPA also shows for a detail link to one. */
export const SERVICE_NOT_FOUND_MESSAGE = 'This app could not be found.';

/** How the library marks an app a child's parent blocked (shared/schemas/app-sharing.ts). */
export const BLOCKED_BY_PARENT_BADGE = phrase('Blocked by your parent');
