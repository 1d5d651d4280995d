import * as z from 'zod/mini';
import { SIGN_ON_ATTRIBUTES } from './app-launch';
import { schoolSchema } from './schools';
import { icu } from '../i18n/text';

/**
 * The portal as an LTI 1.3 platform (1EdTech LTI Core 1.3, Security Framework 1.0): a library app
 * may be an LTI tool, launched by a third-party initiated login (Core §4.1, Security Framework
 * §5.1.1) whose id_token the portal signs with its platform key. What the tool is told of the
 * person follows the one sharing rule (ARCHITECTURE 'What an app may know about a person'): its
 * registration names the attributes it is released, as a SAML app's does, and a child's parent's
 * choice narrows them (shared/schemas/app-sharing.ts sharedAttributes).
 */

/** An RSA public key as a JWK (the fields a tool's key needs to verify an RS256 signature). */
export const ltiPublicJwkSchema = z.looseObject({
  kty: z.literal('RSA'),
  n: z.string().check(z.minLength(1)),
  e: z.string().check(z.minLength(1)),
  kid: z.optional(z.string()),
});

/** One deployment of the tool (Core §3.1.3): the library's own (no school) or one school's install. */
export const ltiDeploymentSchema = z.object({
  deploymentId: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The school that installed the tool; null: the platform-wide deployment of the library. */
  schoolId: z.nullable(z.string()),
});
export type LtiDeployment = z.infer<typeof ltiDeploymentSchema>;

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * A tool's registration, kept with its service and never sent to the SPA: the addresses its
 * launches go to, its public keys (a JWKS address or a pasted key: the Names and Role service's
 * client assertions are verified with them), custom parameters, the attributes it is released,
 * and what the portal issued it (client_id and deployments).
 */
export const ltiToolSchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The tool's OIDC login initiation URL (Security Framework §5.1.1.1). */
  loginUrl: httpUrl,
  /** The redirect (launch) URIs the id_token may be posted to: exactly these (§5.1.1.2). */
  redirectUris: z.array(httpUrl).check(z.minLength(1)),
  /** Where a launch of the app (no deep link) opens: target_link_uri; the first redirect URI when not set. */
  targetLinkUri: z.nullable(httpUrl),
  jwksUrl: z.nullable(httpUrl),
  publicJwk: z.nullable(ltiPublicJwkSchema),
  customParameters: z.record(z.string(), z.string()),
  attributes: z.array(z.enum(SIGN_ON_ATTRIBUTES)),
  deployments: z.array(ltiDeploymentSchema).check(z.minLength(1)),
});
export type LtiTool = z.infer<typeof ltiToolSchema>;

/** The LTI claims' names (Core §5.3, §5.4). */
export const LTI_CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
} as const;

/** LIS roles (Core §A.2): context (membership) and institution roles. */
export const LIS_ROLES = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  administrator: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
  mentor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor',
  institutionStudent: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student',
  institutionInstructor: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor',
  institutionAdministrator: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  institutionLearner: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Learner',
} as const;

export const COURSE_SECTION = 'http://purl.imsglobal.org/vocab/lis/v2/course#CourseSection';

/** OIDC's error codes the authorization endpoint answers with (OIDC Core §3.1.2.6, RFC 6749 §4.1.2.1). */
export const LTI_AUTH_ERRORS = [
  'invalid_request',
  'unauthorized_client',
  'login_required',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'invalid_request_object',
] as const;
export type LtiAuthError = (typeof LTI_AUTH_ERRORS)[number];

export const LTI_MESSAGES = {
  unknownClient: 'The app asking you to sign in is not registered with the App Library as an LTI tool.',
  unregisteredRedirect: 'The app asked to be answered at an address it has not registered with the App Library.',
  launchGone: 'This launch has expired or has been used already. Please open the app again from the App Library.',
  otherPerson:
    'The app asked for someone else than the person signed in here. Please open the app again from the App Library.',
  notYourClass: 'You can open an app with a class only from one of your own classes.',
  noDeployment: (app: string) => icu('{app} is not installed for your school.', { app }),
} as const;

/** The authentication request's parameters (Security Framework §5.1.1.2), as the tool sends them (GET query or POST form). */
export const ltiAuthRequestFieldsSchema = z.object({
  scope: z.optional(z.string()),
  response_type: z.optional(z.string()),
  response_mode: z.optional(z.string()),
  prompt: z.optional(z.string()),
  client_id: z.optional(z.string()),
  redirect_uri: z.optional(z.string()),
  login_hint: z.optional(z.string()),
  lti_message_hint: z.optional(z.string()),
  nonce: z.optional(z.string()),
  state: z.optional(z.string()),
});
export type LtiAuthRequestFields = z.infer<typeof ltiAuthRequestFieldsSchema>;

/** The platform's public keys (RFC 7517 JWK Set): what a tool verifies id_tokens with. */
export const ltiJwksResponseSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })),
});

export const LTI_TOOL_MESSAGES = {
  saved: (app: string) => icu('The LTI settings of {app} are saved.', { app }),
  needsKeys: "Please give the tool's public keys: a JWKS URL or a pasted key.",
  needsDeployment: 'Please choose the schools that install the tool, or offer it to the whole library.',
  badKey: "The tool's public key must be an RSA public key (a PEM or a JWK), not a private one.",
  badCustom: 'Each custom parameter is name=value, one a line.',
  needsRedirect: 'Please give at least one redirect URI.',
  url: 'Please enter an address that starts with https:// (or http:// for a local test).',
  unknownSchool: (schoolId: string) => icu('No school has the id {schoolId}.', { schoolId }),
  tooManySchools: 'A tool is installed by at most 500 schools here: offer it to the whole library instead.',
} as const;

/** The most schools one tool's registration names: its deployments are kept in the tool's one item. */
export const LTI_MAX_SCHOOLS = 500;

const toolUrl = z.url({ protocol: /^https?$/, error: LTI_TOOL_MESSAGES.url });

/** The console's LTI settings of an app (staff with app.integration.manage): what staff give; the portal issues the rest. */
export const ltiToolBodySchema = z.object({
  loginUrl: toolUrl,
  redirectUris: z.array(toolUrl).check(z.minLength(1, LTI_TOOL_MESSAGES.needsRedirect)),
  targetLinkUri: z._default(z.nullable(toolUrl), null),
  jwksUrl: z._default(z.nullable(toolUrl), null),
  /** A pasted public key: a PEM or a JWK as JSON. */
  publicKey: z._default(z.nullable(z.string().check(z.maxLength(8192))), null),
  /** `name=value`, one each. */
  customParameters: z._default(z.array(z.string().check(z.maxLength(1024))), []),
  attributes: z._default(z.array(z.enum(SIGN_ON_ATTRIBUTES)), []),
  schoolIds: z._default(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(64)))
      .check(z.maxLength(LTI_MAX_SCHOOLS, LTI_TOOL_MESSAGES.tooManySchools)),
    [],
  ),
  platformWide: z.boolean(),
});
export type LtiToolBody = z.input<typeof ltiToolBodySchema>;

/** What a tool is told of the platform, to paste into it. */
export const ltiPlatformSchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  jwksUrl: z.string(),
});

export const ltiToolResponseSchema = z.object({
  /** The app's tool registration; null when it is not an LTI tool. */
  tool: z.nullable(ltiToolSchema),
  platform: ltiPlatformSchema,
  /** The schools its deployments name, for their labels (a school since deleted is left out). */
  schools: z.array(z.pick(schoolSchema, { id: true, name: true })),
});
export type LtiToolResponse = z.infer<typeof ltiToolResponseSchema>;
