import { phrase, translated } from './i18n/text';

/** Business constants from the specification (visitor-and-account §9, staff-console §9). */

export const TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Miss', 'Dr.'] as const;

/**
 * One limit per field wherever a person's name or Student ID is typed or imported (a form, the
 * SMART Tool, Import Teachers), so what one way of adding a person accepts every other way does.
 */
export const PERSON_NAME_MAX_LENGTH = 100;
export const STUDENT_ID_MAX_LENGTH = 64;
export type Title = (typeof TITLES)[number];

/** Each title as the catalogue's English key: the stored value stays the English code in every language. */
const TITLE_LABELS: Readonly<Record<Title, string>> = {
  'Mr.': 'Mr.',
  'Ms.': 'Ms.',
  'Mrs.': 'Mrs.',
  Miss: 'Miss',
  'Dr.': 'Dr.',
};

/** A title as the reader says it (Sr., M., 先生); forms store the English code. */
export function titleLabel(title: Title): string {
  return translated(TITLE_LABELS[title]);
}

/** Registration account types; the labels are the spec's. */
export const ACCOUNT_TYPES = [
  { value: 'home', label: phrase('Personal') },
  { value: 'parent', label: phrase('Parent/Guardian') },
  { value: 'teacher', label: phrase('Teacher') },
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number]['value'];

export const COMMON_COUNTRY_CODES = ['AU', 'IN', 'GB', 'NZ'] as const;
export const DEFAULT_PLAN_COUNTRY = 'AU';
export const DEFAULT_TILE_COLOUR = '#0099FF';

export const EXPIRY_WARNING_DAYS = 90;
export const EXPIRES_SOON_DAYS = 10;

export const PRODUCT_VERSION = '1.27.4';
export const OPENING_HOURS = '9am-5pm Monday to Friday, Sydney time';
/** OPENING_HOURS as a reader of each other language reads it (deploying.md `site.contact`). */
export const OPENING_HOURS_TRANSLATIONS = {
  es: 'de 9:00 a 17:00, de lunes a viernes, hora de Sídney',
  fr: 'de 9 h à 17 h, du lundi au vendredi, heure de Sydney',
  ar: 'من 9 صباحًا إلى 5 مساءً، من الاثنين إلى الجمعة، بتوقيت سيدني',
  'zh-Hans': '周一至周五上午 9 点至下午 5 点（悉尼时间）',
} as const;
