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
  /** Hosted sign-in domain for Google, Facebook and SAML redirects; null when none is configured. */
  oauthDomain: z.nullable(z.string()),
  helpUrls: z.object({ home: z.string(), parent: z.string(), school: z.string() }),
  infoUrl: z.string(),
  contact: z.object({ phone: z.string(), openingHours: z.string() }),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
