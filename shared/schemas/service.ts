import * as z from 'zod/mini';
import { DEFAULT_TILE_COLOUR } from '../constants';

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

/** A service's own words in one language: staff fill in what they have; the rest stays English. */
const serviceTextsSchema = z.object({ name: z.optional(z.string()), description: z.optional(z.string()) });

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

/** The API's answer for a service id that does not exist, which the SPA also shows for a detail link to one. */
export const SERVICE_NOT_FOUND_MESSAGE = 'This app could not be found.';

export const serviceListResponseSchema = z.object({ services: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ service: serviceSchema });
export const serviceIdParamsSchema = z.object({
  serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
