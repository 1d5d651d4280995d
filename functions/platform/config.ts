import * as z from 'zod/mini';

/**
 * The functions' configuration, parsed once from the environment. In AWS the stack sets these;
 * the local twin sets the same names plus the two endpoints of its stand-in servers.
 */
const tableConfigSchema = z.object({
  STAGE: z._default(z.string(), 'local'),
  AWS_REGION: z._default(z.string(), 'ap-southeast-2'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Only for the local twin: DynamoDB Local. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** Only for the local twin: 'aws' gives the stand-ins AWS's tight call limits (aws-client-config.ts). */
  STAND_IN_CALL_LIMITS: z.optional(z.literal('aws')),
});

const configSchema = z.extend(tableConfigSchema, {
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  /** Only for the local twin: cognito-local. */
  COGNITO_ENDPOINT: z.optional(z.url()),
  /** The site's address, for links in mail and on printed documents (set on the functions that send mail or use siteUrl). */
  SITE_URL: z.optional(z.url()),
  /** The sender of every mail in AWS (the CDK setting mailFromAddress); set on the functions that send mail. */
  MAIL_FROM: z.optional(z.email()),
  /** Where contact messages are mailed (the CDK setting supportAddress; the twin's outbox locally); set on the functions that send mail. */
  SUPPORT_MAIL_TO: z.optional(z.email()),
  /** Where quote requests are mailed (the CDK setting salesAddress; the twin's outbox locally); set on the functions that send mail. */
  SALES_MAIL_TO: z.optional(z.email()),
  /** How many days a teacher's free trial lasts (the CDK setting teacherTrialDays); set on the functions that grant teacher trials. */
  TEACHER_TRIAL_DAYS: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'a whole number of days from 1 to 999'))),
  /** Only for the local twin: mail goes to this folder (the outbox that /_local/mail shows) instead of SES. */
  MAIL_OUTBOX_DIR: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the SES account's state (suppression list, sending events) that the outbox keeps and the Emails tab reads. */
  MAIL_STATE_DIR: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the bucket of staff exports (e-mail lists, statistics); set on the functions that write or hand them out. */
  EXPORTS_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the folder holding those exports (EXPORTS_BUCKET names the bucket its links name). */
  EXPORTS_DIR: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the origin of its stand-in for S3 (lib-infra/local/s3-origin.ts), which download links point at. */
  EXPORTS_ENDPOINT: z.optional(z.url()),
  /** The tag (key=value) that marks the EC2 instances of the staff Servers tab; the functions act on no other instance. */
  SERVER_TAG: z.optional(z.string().check(z.regex(/^[^=]+=[^=]*$/, 'key=value'))),
  /** Only for the local twin: the file holding its simulated fleet of servers. */
  LOCAL_FLEET_FILE: z.optional(z.string().check(z.minLength(1))),
  /** The service provider SAML responses are for (Cognito's urn:amazon:cognito:sp:<poolId>); set on the SAML routes. */
  SAML_SP_ENTITY_ID: z.optional(z.string().check(z.minLength(1))),
  /** Where identity providers post their responses (Cognito's /saml2/idpresponse, or the twin's). */
  SAML_ACS_URL: z.optional(z.url()),
  /** The mock school provider's certificate (PEM) and own page; absent when the stage has no mock provider. */
  MOCK_SAML_CERTIFICATE: z.optional(z.string().check(z.startsWith('-----BEGIN CERTIFICATE-----'))),
  MOCK_SAML_SSO_URL: z.optional(z.url()),
  /** In AWS: the Secrets Manager secret holding the mock provider's private key (PEM), read through the Lambda extension. */
  MOCK_SAML_KEY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the file holding the mock provider's demo private key. */
  MOCK_SAML_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** The portal's identity-provider certificate (PEM), published in its metadata; set on the app sign-on routes of a stage that has app sign-on. */
  IDP_CERTIFICATE: z.optional(z.string().check(z.startsWith('-----BEGIN CERTIFICATE-----'))),
  /** In AWS: the Secrets Manager secret holding the portal's identity-provider private key (PEM), read through the Lambda extension. */
  IDP_KEY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the file holding the portal's demo identity-provider key. */
  IDP_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the Secrets Manager secret (ARN) whose SHA-256 seals launch tickets, read through the Lambda extension; set on the ticket and launch routes. */
  LAUNCH_TICKET_KEY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the AES-256 key file under its data folder that seals launch tickets instead. */
  LAUNCH_TICKET_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the Secrets Manager secret (name) holding the LTI platform's signing keys (JSON `{ "keys": [private JWKs] }`); set on the LTI JWKS and launch routes. */
  LTI_KEY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the file under its data folder holding those keys instead (made on first use). */
  LTI_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the Secrets Manager secret (ARN) whose SHA-256 keys apps' pairwise NameIDs, read through the Lambda extension; set on the ticket route. */
  PAIRWISE_ID_KEY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the 256-bit key file under its data folder that keys those NameIDs instead. */
  PAIRWISE_ID_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the KMS key (ARN) that seals managed accounts' passwords; set on the routes that use studentPasswords. */
  PASSWORD_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the AES-256 key file under its data folder that seals those passwords instead. */
  PASSWORD_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the Secrets Manager secret holding Stripe's keys as JSON { secretKey, webhookSecret }; set on the routes that use payments. */
  STRIPE_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: its Stripe-compatible server's keys and address (the same SDK talks to it). */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.startsWith('sk_'))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.startsWith('whsec_'))),
  STRIPE_API_URL: z.optional(z.url()),
  /** In AWS: the bucket of the data sources' files (OneRoster bundles); set on the functions that read rosters. */
  ROSTER_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the folder holding those files instead (the demo bundles). */
  ROSTER_DIR: z.optional(z.string().check(z.minLength(1))),
  /** The inactive-student clean-up's retention (the CDK settings): years since the last sign-in, and years since creation for students who never signed in. */
  INACTIVE_STUDENT_SIGN_IN_YEARS: z.optional(
    z.string().check(z.regex(/^[1-9]\d?$/, 'a whole number of years from 1 to 99')),
  ),
  INACTIVE_STUDENT_NEVER_SIGNED_IN_YEARS: z.optional(
    z.string().check(z.regex(/^[1-9]\d?$/, 'a whole number of years from 1 to 99')),
  ),
  /** In AWS: the site bucket, the KeyValueStore of written pages (ARN) and the distribution the prerender job writes and invalidates. */
  SITE_BUCKET: z.optional(z.string().check(z.minLength(1))),
  PRERENDERED_PAGES_STORE: z.optional(z.string().check(z.minLength(1))),
  DISTRIBUTION_ID: z.optional(z.string().check(z.minLength(1))),
  /** Only for the local twin: the folder its --dist server reads the prerendered pages from. */
  SITE_DIR: z.optional(z.string().check(z.minLength(1))),
  /** The prerender job's renderer (the SSR build's render-public-page.js) and the SPA's built index.html it fills. */
  PRERENDER_RENDERER: z.optional(z.string().check(z.minLength(1))),
  PRERENDER_TEMPLATE: z.optional(z.string().check(z.minLength(1))),
  /** In AWS: the prerender job's queue, where the functions that save what the public pages show ask for a run. */
  PRERENDER_QUEUE_URL: z.optional(z.url()),
  /** The static pages of the content host (content/html/page/, the shell's fragments left out), comma-separated. */
  STATIC_PAGES: z.optional(z.string()),
  /** How many days audit entries are kept (the CDK setting auditRetentionDays); 730 when absent. */
  AUDIT_RETENTION_DAYS: z.optional(
    z.string().check(z.regex(/^[1-9]\d{0,4}$/, 'a whole number of days from 1 to 99999')),
  ),
});
export type FunctionConfig = z.infer<typeof configSchema>;
export type TableConfig = z.infer<typeof tableConfigSchema>;

let cached: FunctionConfig | undefined;
let cachedTable: TableConfig | undefined;
const forgetters: (() => void)[] = [];

/**
 * How a module forgets what it made from the configuration (a client, an adapter, its copy of the
 * table's data), so that its next use reads the environment again. A Lambda instance reads its
 * environment once and never reconfigures; the twin does, when it starts its stand-ins again on new
 * ports because one was taken (bin/local-stack.ts), and a test or bench that starts a second twin
 * in one process.
 */
export function forgetOnReconfigure(forget: () => void): void {
  forgetters.push(forget);
}

/** The environment was changed: every configured module reads it again at its next use. */
export function reconfigure(): void {
  cached = undefined;
  cachedTable = undefined;
  for (const forget of forgetters) forget();
}

function parse<S extends z.ZodMiniType>(schema: S): z.infer<S> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`The function's configuration is incomplete: ${missing}`);
  }
  return parsed.data;
}

export function functionConfig(): FunctionConfig {
  cached ??= parse(configSchema);
  return cached;
}

/**
 * What the table's code needs, and no more: the user pool's post-authentication trigger lives
 * beside the pool and cannot be told the pool's own id or its app client (a circular reference).
 */
export function tableConfig(): TableConfig {
  cachedTable ??= parse(tableConfigSchema);
  return cachedTable;
}

/** The length of a teacher's free trial in days; only functions that grant teacher trials are told it. */
export function teacherTrialDays(): number {
  const days = functionConfig().TEACHER_TRIAL_DAYS;
  if (!days) throw new Error('The function grants teacher trials but TEACHER_TRIAL_DAYS is not set');
  return Number(days);
}

/** Audit entries are kept this long (a year and more covers a school year's questions). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;

export function auditRetentionDays(): number {
  const days = functionConfig().AUDIT_RETENTION_DAYS;
  return days ? Number(days) : DEFAULT_AUDIT_RETENTION_DAYS;
}

/** The site's address for links (mail, login cards, home letters), without a trailing slash. */
export function siteUrl(): string {
  const url = functionConfig().SITE_URL;
  if (!url) throw new Error('The function prints or sends links but SITE_URL is not set');
  return url.replace(/\/+$/, '');
}
