import * as z from 'zod/mini';
import type { Locale, SOURCE_LOCALE } from '../i18n/locales';

/**
 * /config.json: what the SPA needs to find its back end. In AWS it is written from the stack
 * outputs at deploy time; locally the gateway serves it, so one build serves every stage.
 */
export const webConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only for the local twin, where cognito-local stands in for the Cognito endpoint. */
  userPoolEndpoint: z.nullable(z.string()),
  /**
   * Base URL of the user pool's hosted endpoints (`/oauth2/authorize`, `/oauth2/token`, `/logout`),
   * with its scheme: `https://<Cognito domain>` in AWS, the twin's stand-in (`http://…/_local/cognito-hosted`)
   * locally; null when no federation is configured.
   */
  oauthBaseUrl: z.nullable(z.string()),
  helpUrls: z.object({ home: z.string(), parent: z.string(), school: z.string() }),
  infoUrl: z.string(),
  /**
   * The provider's public contact details (Contact Us, the footer); postalAddress keeps its line
   * breaks. The opening hours are a sentence a person reads, so they come in each language the
   * operator wrote them in; a language without them shows the English (the portal in the family's
   * language: content not translated stays English).
   */
  contact: z.object({
    phone: z.string(),
    fax: z.string(),
    postalAddress: z.string(),
    openingHours: z.string(),
    openingHoursTranslations: z.object({
      es: z.optional(z.string()),
      fr: z.optional(z.string()),
      ar: z.optional(z.string()),
      'zh-Hans': z.optional(z.string()),
    }),
  }),
  /**
   * The card form: Stripe's publishable key (Stripe Elements in AWS); in the twin also the address
   * of its Stripe-compatible server, whose own card form then stands in for Elements. Null key: the
   * stage takes no card payments.
   */
  payments: z.object({ publishableKey: z.nullable(z.string()), localCardApiUrl: z.nullable(z.string()) }),
  /**
   * The content host's pages that have a version in another language than English, each as
   * shared/content-pages.ts translatedPageEntry writes it (`es/privacy-policy`, `ar/footer`).
   */
  translatedContentPages: z.array(z.string()),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

/** Every language but the source has its key in `openingHoursTranslations` (a type check, nothing at run time). */
type OpeningHoursLanguages = keyof WebConfig['contact']['openingHoursTranslations'];
export type EveryTranslatedLanguageHasOpeningHours =
  Exclude<Exclude<Locale, typeof SOURCE_LOCALE>, OpeningHoursLanguages> extends never ? true : never;
const everyTranslatedLanguageHasOpeningHours: EveryTranslatedLanguageHasOpeningHours = true;
void everyTranslatedLanguageHasOpeningHours;
