import type { QueryKey } from '../../../lib/define-query';

/** The console's reads are the staff member's own ('me': dropped when the user changes). */
export const ADMIN_KEY = ['me', 'admin'] as const satisfies QueryKey;
/** The Schools tab's reads (searches, school pages and their tabs): a merge reads them all again. */
export const SCHOOLS_KEY = [...ADMIN_KEY, 'schools'] as const satisfies QueryKey;
