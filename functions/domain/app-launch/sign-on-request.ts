import { inflateRawSync } from 'node:zlib';
import samlify from 'samlify';
import { APP_LAUNCH_MESSAGES, type SamlRequestFields, type ServiceSignOn } from '../../../shared/schemas/app-launch';
import { DomainError } from '../../platform/errors';
import { POST_BINDING } from '../saml/saml-xml';
import { idpMetadataXml, type PortalIdp } from './portal-idp';

/**
 * samlify reads a message only after a schema check; this validator is xmllint compiled to
 * JavaScript (Lambda has no Java), about 4 MB, so only the two routes that read requests carry it,
 * and it is loaded on the first request a function reads rather than when the function starts.
 */
let schemaValidatorSet: Promise<void> | null = null;
function useSchemaValidator(): Promise<void> {
  schemaValidatorSet ??= import('@authenio/samlify-node-xmllint').then((xmllint) =>
    samlify.setSchemaValidator(xmllint),
  );
  return schemaValidatorSet;
}

/** An app's sign-in request the portal refuses; the message says why (shown on the SAML error page). */
export class SignOnRequestRefusedError extends DomainError {
  constructor(message: string) {
    super(400, 'sign-on-request-refused', message);
  }
}

/** A request older than this (or this far in the future) is refused: apps send them as the browser arrives. */
const REQUEST_FRESHNESS_MS = 5 * 60 * 1000;

/**
 * The longest request ID and RelayState taken from an app. SAML allows 80 bytes of RelayState, but
 * apps commonly send a whole address; anything longer than this is not a page to open.
 */
const MAX_REQUEST_ID_LENGTH = 256;
const MAX_APP_RELAY_STATE_LENGTH = 2048;

export interface ReceivedSignOnRequest {
  binding: 'redirect' | 'post';
  fields: SamlRequestFields;
  /** The query string exactly as sent (HTTP-Redirect signs its octets, not their decoded values). */
  rawQueryString: string;
}

export interface CheckedSignOnRequest {
  serviceId: string;
  requestId: string;
  relayState: string | null;
}

export interface SignOnRequestLookup {
  findServiceByEntityId: (entityId: string) => Promise<{ serviceId: string; signOn: ServiceSignOn } | null>;
  now: Date;
}

function decodeRequest(received: ReceivedSignOnRequest): string {
  const encoded = received.fields.SAMLRequest;
  if (!encoded) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  try {
    const bytes = Buffer.from(encoded, 'base64');
    const xml = (received.binding === 'redirect' ? inflateRawSync(bytes) : bytes).toString('utf8');
    if (!/^\s*(<\?xml[^>]*>\s*)?<([\w-]+:)?AuthnRequest[\s>]/.test(xml)) throw new Error('not an AuthnRequest');
    return xml;
  } catch {
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  }
}

/** The root element's attributes and the first Issuer, read before anything is trusted, to find the app's registration. */
function outline(xml: string): {
  id: string | null;
  issueInstant: string | null;
  acsUrl: string | null;
  issuer: string | null;
} {
  const root = /<([\w-]+:)?AuthnRequest\b([^>]*)>/.exec(xml)?.[2] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(root)?.[1] ?? null;
  const issuer = /<([\w-]+:)?Issuer\b[^>]*>\s*([^<]+?)\s*<\/([\w-]+:)?Issuer>/.exec(xml)?.[2] ?? null;
  const unescape = (value: string | null) =>
    value
      ?.replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&') ?? null;
  return {
    id: attribute('ID'),
    issueInstant: attribute('IssueInstant'),
    acsUrl: unescape(attribute('AssertionConsumerServiceURL')),
    issuer: unescape(issuer),
  };
}

/** The query's own octets for one parameter, as the signature covers them (SAML bindings §3.4.4.1). */
function rawParameter(rawQueryString: string, name: string): string | null {
  const pair = rawQueryString.split('&').find((part) => part.startsWith(`${name}=`));
  return pair ?? null;
}

function signedOctets(rawQueryString: string): string {
  return ['SAMLRequest', 'RelayState', 'SigAlg']
    .map((name) => rawParameter(rawQueryString, name))
    .filter((part): part is string => part !== null)
    .join('&');
}

/**
 * Checks an app's AuthnRequest before anything is held or shown: it must come from a registered app
 * (its Issuer), ask to be answered at that app's registered assertion consumer (or name none),
 * carry the app's signature when the app signs its requests (samlify verifies it; the HTTP-Redirect
 * signature over the query's own octets), and be fresh. A signature alone is never trusted: the
 * issuer and consumer are compared with the registration whatever samlify says.
 */
export async function checkSignOnRequest(
  received: ReceivedSignOnRequest,
  idp: Pick<PortalIdp, 'entityId' | 'ssoUrl' | 'certificatePem'>,
  lookup: SignOnRequestLookup,
): Promise<CheckedSignOnRequest> {
  const xml = decodeRequest(received);
  const facts = outline(xml);
  if (!facts.id || !facts.issuer || facts.id.length > MAX_REQUEST_ID_LENGTH)
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  if ((received.fields.RelayState?.length ?? 0) > MAX_APP_RELAY_STATE_LENGTH)
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  const registered = await lookup.findServiceByEntityId(facts.issuer);
  if (!registered) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unknownApp);
  const { signOn } = registered;

  const signed =
    received.binding === 'redirect' ? received.fields.Signature !== undefined : /<([\w-]+:)?Signature[\s>]/.test(xml);
  if (signOn.signsRequests && !signed) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unsignedRequest);
  if (signOn.signsRequests && !signOn.certificate)
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.badSignature);

  const samlIdp = samlify.IdentityProvider({ metadata: idpMetadataXml(idp, signOn.signsRequests) });
  const sp = samlify.ServiceProvider({
    entityID: signOn.entityId,
    authnRequestsSigned: signOn.signsRequests,
    ...(signOn.certificate ? { signingCert: signOn.certificate } : {}),
    assertionConsumerService: [{ Binding: POST_BINDING, Location: signOn.acsUrl }],
  });
  await useSchemaValidator();
  let extracted: {
    issuer?: unknown;
    request?: { id?: unknown; assertionConsumerServiceUrl?: unknown; issueInstant?: unknown };
  };
  try {
    const request =
      received.binding === 'redirect'
        ? {
            query: {
              SAMLRequest: received.fields.SAMLRequest,
              SigAlg: received.fields.SigAlg,
              Signature: received.fields.Signature,
            },
            octetString: signedOctets(received.rawQueryString),
          }
        : { body: { SAMLRequest: received.fields.SAMLRequest } };
    ({ extract: extracted } = (await samlIdp.parseLoginRequest(sp, received.binding, request)) as {
      extract: typeof extracted;
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/SIGNATURE|SIG_ALG/i.test(message))
      throw new SignOnRequestRefusedError(
        signed ? APP_LAUNCH_MESSAGES.badSignature : APP_LAUNCH_MESSAGES.unsignedRequest,
      );
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  }

  // What samlify read (from the verified document when the app signs) must be what we looked up by.
  if (extracted.issuer !== signOn.entityId) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unknownApp);
  if (extracted.request?.id !== facts.id) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  const askedConsumer =
    typeof extracted.request?.assertionConsumerServiceUrl === 'string'
      ? extracted.request.assertionConsumerServiceUrl
      : facts.acsUrl;
  if (askedConsumer && askedConsumer !== signOn.acsUrl)
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.wrongConsumer);
  const issuedAt = facts.issueInstant ? Date.parse(facts.issueInstant) : Number.NaN;
  if (Number.isNaN(issuedAt)) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.unreadableRequest);
  if (Math.abs(lookup.now.getTime() - issuedAt) > REQUEST_FRESHNESS_MS)
    throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.expiredRequest);

  const relayState = received.fields.RelayState?.trim() ? received.fields.RelayState : null;
  return { serviceId: registered.serviceId, requestId: facts.id, relayState };
}
