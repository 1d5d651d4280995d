/**
 * The parts of each language's catalogue (lingui.config.ts). The first page loads `shared` and
 * `common`; each lazy feature of the SPA loads its own part with its routes.
 */
export const FIRST_PAGE_FOLDERS = ['app', 'components', 'config', 'lib', 'features/shell', 'features/library'] as const;

export const FEATURE_CATALOGUES = [
  'account',
  'admin',
  'app-launch',
  'auth',
  'card-sign-in',
  'children',
  'contact',
  'jobs',
  'saml',
  'school-identification',
  'school-quote',
  'static-pages',
  'subscribe',
  'teacher',
  'trial-landing',
  'voucher',
  'webinar',
] as const;
export type FeatureCatalogue = (typeof FEATURE_CATALOGUES)[number];

export const SPA_CATALOGUES = ['shared', 'common', ...FEATURE_CATALOGUES] as const;
export type SpaCatalogue = (typeof SPA_CATALOGUES)[number];

/** The functions' e-mails and printouts: the `documents` part, read by the functions alone. */
export const DOCUMENT_FOLDERS = ['functions/domain/core/mails', 'functions/domain/student-documents'] as const;

/** The parts the functions speak: the contract's messages, their own refusals, e-mails and printouts. */
export const FUNCTION_CATALOGUES = ['shared', 'server', 'documents'] as const;
