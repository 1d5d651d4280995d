import * as z from 'zod/mini';
import { RELAY_STATE_NOT_THE_APPS, relayStateKind } from '../rules/relay-state';
import { isoDateTime } from './common';
import { icu } from '../i18n/text';

/**
 * Opening an integrated app (visitor-and-account §2 'Students, child and personal users open
 * integrated apps directly via sign-on', §7 /api/saml2/idp/sso and /api/saml2/idp/login/{serviceId}):
 * the portal is the app's SAML identity provider. The browser reaches the sign-on addresses by
 * navigation, without the API's bearer token, so who is signed in travels as a launch ticket: a
 * single-use, minute-long secret the SPA asks for with its token and posts in a form. Another site
 * can link to the sign-on addresses but cannot get a ticket, so it cannot launch an app as anyone.
 */

/** What the portal may tell an app about the person signing in (SAML attribute names as sent). */
export const SIGN_ON_ATTRIBUTES = [
  'username',
  'firstName',
  'lastInitial',
  'lastName',
  'email',
  'role',
  'schoolId',
  'classIds',
  'accessType',
  'accessExpiry',
] as const;
export type SignOnAttribute = (typeof SIGN_ON_ATTRIBUTES)[number];

/** What an app gets unless its registration asks for more: never the last name or the e-mail. */
export const DEFAULT_SIGN_ON_ATTRIBUTES: readonly SignOnAttribute[] = [
  'username',
  'firstName',
  'lastInitial',
  'role',
  'schoolId',
  'classIds',
  'accessType',
  'accessExpiry',
];

/**
 * An integrated app's service-provider registration, kept with its service and never sent to the
 * SPA: its entity id (the Issuer of its requests, the Audience of our responses), the one assertion
 * consumer URL responses are posted to, its signing certificate, whether it signs its requests (then
 * an unsigned request is refused), and the attributes released to it.
 */
export const serviceSignOnSchema = z.object({
  entityId: z.string().check(z.minLength(1), z.maxLength(1024)),
  acsUrl: z.url({ protocol: /^https?$/ }),
  certificate: z.nullable(z.string().check(z.startsWith('-----BEGIN CERTIFICATE-----'))),
  signsRequests: z.boolean(),
  attributes: z.array(z.enum(SIGN_ON_ATTRIBUTES)),
});
export type ServiceSignOn = z.infer<typeof serviceSignOnSchema>;

export const APP_LAUNCH_MESSAGES = {
  comingSoon: (app: string) => icu('{app} is coming soon and cannot be opened yet.', { app }),
  notIntegrated: (app: string) => icu('{app} has its own sign-in: use its Login button.', { app }),
  notSetUp: (app: string) => icu('Sign-on to {app} is not set up yet. Please contact us.', { app }),
  noAccess: (app: string) =>
    icu("You do not have access to {app}. The app's page in the App Library shows how to get it.", { app }),
  accessEnded: (app: string) =>
    icu("Your access to {app} has ended. The app's page in the App Library shows how to renew it.", { app }),
  actingAsStaff: 'Apps cannot be opened while you are logged in as another user.',
  blockedByParent: (app: string) =>
    icu('Your parent has blocked {app}. Ask them if you would like to use it.', { app }),
  ticketUsed: 'This sign-on has expired or has been used already. Please open the app again from the App Library.',
  unknownApp: 'The app asking you to sign in is not registered with the App Library.',
  unreadableRequest: "The app's sign-in request could not be read.",
  unsignedRequest: "The app's sign-in request is not signed, and this app signs its requests.",
  badSignature: "The app's sign-in request does not carry the app's signature.",
  wrongConsumer: "The app's sign-in request asks to be answered at an address the app has not registered.",
  replayedRequest: 'This sign-in request has been used already. Please start again from the app.',
  expiredRequest: 'This sign-in request has expired. Please start again from the app.',
  requestGone: 'This sign-in request has expired or has been answered already. Please start again from the app.',
  relayStateTooLong: 'The page to open in the app is too long (at most 80 bytes, as SAML allows).',
  relayStateNotTheApps: RELAY_STATE_NOT_THE_APPS,
} as const;

/** SAML's limit on RelayState (bindings §3.4.3, §3.5.3). */
export const RELAY_STATE_MAX_BYTES = 80;

/**
 * A RelayState the portal sets for an IdP-initiated launch (shared/rules/relay-state.ts): at most
 * 80 bytes, a path of the app or an http(s) address (its site is checked against the app's
 * registration by the API). An app's own RelayState (SP-initiated) is not read by this schema.
 */
const portalRelayState = z.string().check(
  z.refine(
    (value) => new TextEncoder().encode(value).length <= RELAY_STATE_MAX_BYTES,
    APP_LAUNCH_MESSAGES.relayStateTooLong,
  ),
  z.refine((value) => relayStateKind(value) !== 'refused', APP_LAUNCH_MESSAGES.relayStateNotTheApps),
);
const relayStateSchema = z.nullable(portalRelayState);

/**
 * POST /api/saml2/idp/tickets: IdP-initiated (a service and the page of it to open) or the answer
 * to an app's own sign-in request that the portal received and holds (its reference).
 */
export const launchTicketRequestSchema = z.union([
  z.object({
    serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    relayState: z._default(relayStateSchema, null),
    /** The class a teacher or student opens the app from: an LTI tool's launch context (shared/schemas/lti.ts). */
    classId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  }),
  z.object({ signOnRequest: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)) }),
  /** An LTI tool's authentication request the authorization endpoint checked and sealed (functions/domain/lti). */
  z.object({ ltiRequest: z.string().check(z.trim(), z.minLength(1), z.maxLength(8192)) }),
]);
export type LaunchTicketRequest = z.input<typeof launchTicketRequestSchema>;
export type LaunchTicketOrder = z.output<typeof launchTicketRequestSchema>;

export const launchTicketResponseSchema = z.object({
  ticket: z.string(),
  expiresAt: isoDateTime,
  /** Where the SPA posts the ticket (a form, so the answer is a page that posts on to the app). */
  launchUrl: z.string(),
  serviceName: z.string(),
});
export type LaunchTicketResponse = z.infer<typeof launchTicketResponseSchema>;

/** The navigation routes' query and form fields, as browsers and apps send them (checked by the domain, which answers with a page). */
/** IdP-initiated by a link: an empty RelayState is none; any other is one the portal would set (or the link is refused). */
export const appSignOnQuerySchema = z.object({
  RelayState: z.optional(z.union([z.literal(''), portalRelayState])),
});
export const samlRequestFieldsSchema = z.object({
  SAMLRequest: z.optional(z.string()),
  RelayState: z.optional(z.string()),
  SigAlg: z.optional(z.string()),
  Signature: z.optional(z.string()),
});
export type SamlRequestFields = z.infer<typeof samlRequestFieldsSchema>;

/** A form body (application/x-www-form-urlencoded) read into its fields; a field sent twice keeps its first value. */
export function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return fields;
}

const formFieldsSchema = z.pipe(z.string(), z.transform(formFields));
const launchFieldsSchema = z.object({ ticket: z.optional(z.string()) });

/** Form bodies read into their fields; an empty body (which reaches the schema as no fields) too. */
export const samlRequestFormSchema = z.union([
  z.pipe(formFieldsSchema, samlRequestFieldsSchema),
  samlRequestFieldsSchema,
]);
export const launchFormSchema = z.union([z.pipe(formFieldsSchema, launchFieldsSchema), launchFieldsSchema]);

/**
 * Pages of the SPA the sign-on addresses send the browser to (frontend/src/config/paths.ts has the
 * same paths; a unit test keeps them in step): the Login page (with the held request's reference
 * as SAMLRequest, and the RelayState), the Open page of an IdP-initiated link, the SAML error page.
 */
export const APP_SIGN_ON_PAGES = { login: '/auth/login', open: '/apps/open', samlError: '/auth/saml/error' } as const;

/** A page of the SPA with its query (empty values left out), as the sign-on addresses redirect to it. */
export function signOnPageHref(
  page: keyof typeof APP_SIGN_ON_PAGES,
  query: Record<string, string | null | undefined>,
): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length ? `${APP_SIGN_ON_PAGES[page]}?${pairs.join('&')}` : APP_SIGN_ON_PAGES[page];
}
