import * as z from 'zod/mini';
import { DEFAULT_TILE_COLOUR } from '../constants';
import type { Locale } from '../i18n/locales';

const configButtonSchema = z.object({
  label: z.string(),
  url: z.string(),
  studentHidden: z.boolean(),
});
export type ServiceConfigButton = z.infer<typeof configButtonSchema>;

export const serviceConfigSchema = z.object({
  teacherPath: z.nullable(z.string()),
  parentPath: z.nullable(z.string()),
  appPath: z.nullable(z.string()),
  accessButton: z.nullable(configButtonSchema),
  registerButton: z.nullable(configButtonSchema),
});

/** How long an app's name and description may be in another language (the library's tile and detail). */
export const SERVICE_NAME_MAX_LENGTH = 100;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 5000;

/** What staff are told when an app's text in another language does not fit (docs/using/languages.md). */
export const SERVICE_TEXT_MESSAGES = {
  nameTooLong: 'An app name is at most 100 characters.',
  descriptionTooLong: 'A description is at most 5,000 characters.',
  saved: 'The texts are saved. The library shows them within a minute.',
  saveFailed: 'The texts could not be saved.',
} as const;

/** A service's own words in one language: staff fill in what they have; the rest stays English. */
const serviceTextsSchema = z.object({
  name: z.optional(z.string().check(z.maxLength(SERVICE_NAME_MAX_LENGTH, SERVICE_TEXT_MESSAGES.nameTooLong))),
  description: z.optional(
    z.string().check(z.maxLength(SERVICE_DESCRIPTION_MAX_LENGTH, SERVICE_TEXT_MESSAGES.descriptionTooLong)),
  ),
});

/**
 * The service's words in the portal's other languages (docs/using/languages.md), by language.
 * The API answers each caller in theirs (functions/domain/library/services.ts) and leaves this out.
 */
export const serviceTranslationsSchema = z.object({
  es: z.optional(serviceTextsSchema),
  fr: z.optional(serviceTextsSchema),
  ar: z.optional(serviceTextsSchema),
  'zh-Hans': z.optional(serviceTextsSchema),
});
/** The languages an app's texts are translated into: every language of the portal but English. */
export const SERVICE_TRANSLATION_LOCALES = ['es', 'fr', 'ar', 'zh-Hans'] as const satisfies readonly Exclude<
  Locale,
  'en'
>[];
export type ServiceTranslations = z.infer<typeof serviceTranslationsSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  homepage: z.string(),
  iconColor: z._default(z.string(), DEFAULT_TILE_COLOUR),
  /** HTML from staff; the SPA sanitises it before rendering. */
  description: z.string(),
  infoPage: z.nullable(z.string()),
  enabled: z.boolean(),
  integrated: z.boolean(),
  free: z.boolean(),
  config: serviceConfigSchema,
  translations: z.optional(serviceTranslationsSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export { SERVICE_NOT_FOUND_MESSAGE } from './library-messages';

export const serviceListResponseSchema = z.object({ services: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ service: serviceSchema });
export const serviceIdParamsSchema = z.object({
  serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
