/** Business constants from the specification (visitor-and-account §9, staff-console §9). */

export const TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Miss', 'Dr.'] as const;

/**
 * One limit per field wherever a person's name or Student ID is typed or imported (a form, the
 * SMART Tool, Import Teachers), so what one way of adding a person accepts every other way does.
 */
export const PERSON_NAME_MAX_LENGTH = 100;
export const STUDENT_ID_MAX_LENGTH = 64;
export type Title = (typeof TITLES)[number];

/** Registration account types; the labels are the spec's. */
export const ACCOUNT_TYPES = [
  { value: 'home', label: 'Personal' },
  { value: 'parent', label: 'Parent/Guardian' },
  { value: 'teacher', label: 'Teacher' },
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number]['value'];

export const COMMON_COUNTRY_CODES = ['AU', 'IN', 'GB', 'NZ'] as const;
export const DEFAULT_PLAN_COUNTRY = 'AU';
export const DEFAULT_TILE_COLOUR = '#0099FF';

export const EXPIRY_WARNING_DAYS = 90;
export const EXPIRES_SOON_DAYS = 10;

export const PRODUCT_VERSION = '1.27.4';
export const OPENING_HOURS = '9am-5pm Monday to Friday, Sydney time';
