import * as z from 'zod/mini';

/**
 * The OneRoster 1.2 rostering scopes (1EdTech OneRoster 1.2 Rostering Service, REST binding):
 * roster-core the core endpoints, roster every rostering endpoint, roster-demographics the
 * demographics. An app's API credentials are granted some of them.
 */
export const ROSTER_SCOPES = [
  'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly',
  'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly',
  'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-demographics.readonly',
] as const;
export type RosterScope = (typeof ROSTER_SCOPES)[number];

/** What the console's API credentials section and its API say. */
export const API_CREDENTIAL_MESSAGES = {
  notFound: 'These API credentials could not be found.',
  revoked: 'These API credentials are revoked.',
  noScope: 'Choose at least one scope.',
  unknownScope: 'There is no such scope.',
  appNotFound: 'The app could not be found.',
} as const;

const rosterScopeSchema = z.enum(ROSTER_SCOPES, { error: API_CREDENTIAL_MESSAGES.unknownScope });

/** One app's API credential as the console shows it: never its secret, which is shown once only. */
export const apiCredentialSchema = z.object({
  clientId: z.string(),
  serviceId: z.string(),
  scopes: z.array(rosterScopeSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  rotatedAt: z.nullable(z.string()),
  rotatedBy: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  revokedBy: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiCredential = z.output<typeof apiCredentialSchema>;

export const apiCredentialListSchema = z.object({ credentials: z.array(apiCredentialSchema) });
export type ApiCredentialList = z.output<typeof apiCredentialListSchema>;

/** A credential with its secret: the answer of issue and rotate, the only time the secret is seen. */
export const issuedApiCredentialSchema = z.object({ credential: apiCredentialSchema, clientSecret: z.string() });
export type IssuedApiCredential = z.output<typeof issuedApiCredentialSchema>;

export const apiCredentialServiceParamsSchema = z.object({
  serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const apiCredentialParamsSchema = z.object({
  serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const issueApiCredentialSchema = z.object({
  scopes: z.array(rosterScopeSchema).check(z.minLength(1, API_CREDENTIAL_MESSAGES.noScope)),
});
export type IssueApiCredential = z.output<typeof issueApiCredentialSchema>;

/**
 * The token endpoint's form body as sent (RFC 6749 §4.4.2), or no body (which reaches the schema as
 * no fields): the endpoint reads the form itself, so that its refusals are OAuth's (§5.2).
 */
export const tokenRequestFormSchema = z.union([z.string(), z.object({})]);

/** A successful token answer (RFC 6749 §5.1). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;
