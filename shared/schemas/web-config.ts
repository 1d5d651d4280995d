import * as z from 'zod/mini';

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
  /** The provider's public contact details (Contact Us, the footer); postalAddress keeps its line breaks. */
  contact: z.object({ phone: z.string(), fax: z.string(), postalAddress: z.string(), openingHours: z.string() }),
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
