/**
 * The parts of each language's catalogue (lingui.config.ts). The SPA's parts are written from
 * them (bin/i18n/write-spa-catalogues.ts): the first page loads `common`, each lazy feature of the
 * SPA its own part with its routes, and each takes the contract's messages (`shared`) of the
 * shared/ modules its code imports.
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

export const SPA_CATALOGUES = ['common', ...FEATURE_CATALOGUES] as const;
export type SpaCatalogue = (typeof SPA_CATALOGUES)[number];

/** The functions' e-mails and printouts: the `documents` part, read by the functions alone. */
export const DOCUMENT_FOLDERS = ['functions/domain/core/mails', 'functions/domain/student-documents'] as const;

/** The parts the functions speak: the contract's messages, their own refusals, e-mails and printouts. */
export const FUNCTION_CATALOGUES = ['shared', 'server', 'documents'] as const;
