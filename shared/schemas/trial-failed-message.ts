import { phrase } from '../i18n/text';

/**
 * visitor-and-account §8: the SPA shows this when a trial is refused; when the API's text says
 * 'contact us' the SPA goes to the contact page. A module of its own: the first page shows it, and a
 * module the first page imports from lands in the first page whole.
 */
export const TRIAL_FAILED = phrase('Failed to grant trial.');
