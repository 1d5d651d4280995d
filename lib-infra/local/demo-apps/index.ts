import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { escapeHtml } from '../../../shared/rules/escape-html';
import { readForm } from '../local-forms';
import { classListHtml, readDemoClassList, type DemoClassList, type DemoRosterClient } from './class-list';

/**
 * The twin's demo integrated apps (ARCHITECTURE: local-only pages), at /_local/apps/{identifier}:
 * each a real SAML service provider (@node-saml/node-saml, independent of the portal's samlify)
 * that signs its AuthnRequests with the demo key below, verifies the portal's signed responses
 * (response and assertion, audience, recipient, InResponseTo of its own requests, not used twice)
 * and shows who signed in with every attribute received. Nothing here is deployed.
 *
 * The key pair is checked in on purpose and NOT a secret (demo only).
 * Made with: openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 3650 -subj "/CN=Demo integrated app (demo only, not secret)"
 */
export const DEMO_APPS_PATH = '/_local/apps/';
export const DEMO_APP_KEY_FILE = path.join(import.meta.dirname, 'demo-only-private-key.pem');
export const DEMO_APP_CERTIFICATE_FILE = path.join(import.meta.dirname, 'demo-only-certificate.pem');

export function demoAppCertificate(): string {
  return readFileSync(DEMO_APP_CERTIFICATE_FILE, 'utf8');
}

/** A demo app's own addresses: its entity id (its page) and its assertion consumer. */
export function demoAppAddresses(siteUrl: string, identifier: string): { entityId: string; acsUrl: string } {
  const base = `${siteUrl}${DEMO_APPS_PATH}${identifier}`;
  return { entityId: base, acsUrl: `${base}/acs` };
}

interface DemoAppSession {
  profile: Record<string, unknown>;
  nameId: string;
  relayState: string | null;
  signedInAt: string;
  /** What the roster-reading app read of the teacher's school at sign-in (rosterReader). */
  classList: DemoClassList | null;
}

export interface DemoAppsOptions {
  siteUrl: string;
  /** The portal's identity-provider certificate, which every response must be signed with. */
  idpCertificatePem: string;
  /** Where the portal takes AuthnRequests (its /api/saml2/idp/sso). */
  idpSsoUrl: string;
  /** The app's name for an identifier of the catalogue; null for an unknown one. */
  appName: (identifier: string) => Promise<string | null>;
  /**
   * The one demo app that, once a teacher signs in, reads the teacher's school's classes and
   * their students through the OneRoster API with its API credentials, as a vendor's app would
   * (docs/using/oneroster-api.md 'Connecting': see an app read a class list).
   */
  rosterReader?: { identifier: string; client: DemoRosterClient };
}

const ATTRIBUTE_LABELS: Record<string, string> = {
  username: 'Username',
  firstName: 'First name',
  lastInitial: 'Last initial',
  lastName: 'Last name',
  email: 'E-mail',
  role: 'Role',
  schoolId: 'School id',
  classIds: 'Class ids',
  accessType: 'Access type',
  accessExpiry: 'Access expiry',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>\n${body}\n</main></body></html>`;
}

function send(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string | string[]> = {},
): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(html);
}

function cookieName(identifier: string): string {
  return `demo_app_${identifier.replace(/[^A-Za-z0-9]/g, '_')}`;
}

function readCookie(request: IncomingMessage, name: string): string | null {
  const pair = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair ? pair.slice(name.length + 1) : null;
}

function attributeRows(profile: Record<string, unknown>): string {
  return Object.entries(ATTRIBUTE_LABELS)
    .filter(([name]) => profile[name] !== undefined)
    .map(([name, label]) => {
      const value = profile[name];
      const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
      return `<tr><th scope="row">${escapeHtml(label)}</th><td data-attribute="${escapeHtml(name)}">${escapeHtml(text)}</td></tr>`;
    })
    .join('\n');
}

/** The demo apps' pages: the app (signed in or not), its sign-in (SP-initiated), its assertion consumer and its sign-out. */
export function demoApps(options: DemoAppsOptions) {
  const samlOf = new Map<string, SAML>();
  const sessions = new Map<string, DemoAppSession>();
  const usedAssertions = new Set<string>();
  const privateKey = readFileSync(DEMO_APP_KEY_FILE, 'utf8');

  const samlFor = (identifier: string): SAML => {
    let saml = samlOf.get(identifier);
    if (!saml) {
      const { entityId, acsUrl } = demoAppAddresses(options.siteUrl, identifier);
      saml = new SAML({
        entryPoint: options.idpSsoUrl,
        issuer: entityId,
        audience: entityId,
        callbackUrl: acsUrl,
        idpCert: options.idpCertificatePem,
        privateKey,
        signatureAlgorithm: 'sha256',
        wantAssertionsSigned: true,
        wantAuthnResponseSigned: true,
        // Responses to this app's own requests must name them; IdP-initiated ones (from the library) name none.
        validateInResponseTo: ValidateInResponseTo.ifPresent,
        identifierFormat: null,
        disableRequestedAuthnContext: true,
      });
      samlOf.set(identifier, saml);
    }
    return saml;
  };

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (!pathname.startsWith(DEMO_APPS_PATH)) return false;
    const [identifier = '', action = ''] = pathname.slice(DEMO_APPS_PATH.length).split('/');
    const name = identifier ? await options.appName(identifier) : null;
    if (!name) {
      send(
        response,
        404,
        page('Unknown app', '<h1>Unknown app</h1><p>No app of the catalogue has this identifier.</p>'),
      );
      return true;
    }
    const cookie = cookieName(identifier);
    const base = `${DEMO_APPS_PATH}${identifier}`;

    if (action === 'metadata' && request.method === 'GET') {
      // The app's service-provider metadata, as an app hands it over to be registered (npm run register-app).
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' });
      response.end(samlFor(identifier).generateServiceProviderMetadata(null, demoAppCertificate()));
      return true;
    }

    if (action === 'login' && request.method === 'GET') {
      // SP-initiated: this app's signed AuthnRequest, by HTTP-Redirect, to the portal.
      const url = new URL(request.url ?? pathname, 'http://localhost');
      const relayState = url.searchParams.get('page') ?? '/';
      const location = await samlFor(identifier).getAuthorizeUrlAsync(relayState, undefined, {});
      response.writeHead(303, { location, 'cache-control': 'no-store' });
      response.end();
      return true;
    }

    if (action === 'acs' && request.method === 'POST') {
      // A signed SAML response with its certificate is some 10 kB of base64.
      const form = await readForm(request, 200_000);
      const samlResponse = form.get('SAMLResponse') ?? '';
      let profile: Profile | null = null;
      let problem: string | null = null;
      try {
        ({ profile } = await samlFor(identifier).validatePostResponseAsync({ SAMLResponse: samlResponse }));
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      const assertionId = (profile?.getAssertion?.() as { Assertion?: { $?: { ID?: string } } } | undefined)?.Assertion
        ?.$?.ID;
      if (!problem && (!profile || !assertionId)) problem = 'The response carries no assertion.';
      if (!problem && assertionId && usedAssertions.has(assertionId)) problem = 'This response has been used already.';
      if (problem || !profile || !assertionId) {
        send(
          response,
          400,
          page(
            `${name}: sign-in refused`,
            `<h1>${escapeHtml(name)} refused the sign-in</h1><p role="alert">${escapeHtml(problem ?? 'Unknown problem')}</p><p><a href="${base}">Back to ${escapeHtml(name)}</a></p>`,
          ),
        );
        return true;
      }
      usedAssertions.add(assertionId);
      const session = randomBytes(24).toString('base64url');
      const relayState = form.get('RelayState');
      const schoolId = typeof profile['schoolId'] === 'string' ? profile['schoolId'] : '';
      const readsRoster = options.rosterReader?.identifier === identifier && profile['role'] === 'teacher' && schoolId;
      sessions.set(session, {
        profile: { ...profile },
        nameId: profile.nameID,
        relayState: relayState || null,
        signedInAt: new Date().toISOString(),
        classList:
          readsRoster && options.rosterReader
            ? await readDemoClassList(options.siteUrl, options.rosterReader.client, schoolId)
            : null,
      });
      response.writeHead(303, {
        location: base,
        'set-cookie': `${cookie}=${session}; Path=${base}; HttpOnly; SameSite=Lax`,
        'cache-control': 'no-store',
      });
      response.end();
      return true;
    }

    if (action === 'logout' && request.method === 'POST') {
      const session = readCookie(request, cookie);
      if (session) sessions.delete(session);
      response.writeHead(303, {
        location: base,
        'set-cookie': `${cookie}=; Path=${base}; HttpOnly; SameSite=Lax; Max-Age=0`,
      });
      response.end();
      return true;
    }

    if (action === '' && request.method === 'GET') {
      const session = sessions.get(readCookie(request, cookie) ?? '');
      if (!session) {
        send(
          response,
          200,
          page(
            name,
            `<h1>${escapeHtml(name)}</h1><p>A demo integrated app of the twin. It signs you in through the App Library (SAML single sign-on).</p><p><a href="${base}/login">Sign in with the App Library</a></p>`,
          ),
        );
        return true;
      }
      const first = String(session.profile['firstName'] ?? '');
      const initial = String(session.profile['lastInitial'] ?? session.profile['lastName'] ?? '').charAt(0);
      send(
        response,
        200,
        page(
          `${name}: signed in`,
          [
            `<h1>${escapeHtml(name)}</h1>`,
            `<p>Signed in as <strong data-testid="signed-in-as">${escapeHtml(`${first} ${initial ? `${initial}.` : ''}`.trim())}</strong></p>`,
            `<p>Opened at <span data-testid="relay-state">${escapeHtml(session.relayState ?? '/')}</span>, ${escapeHtml(session.signedInAt)}.</p>`,
            '<h2>What the App Library told this app</h2>',
            `<table><tbody><tr><th scope="row">NameID</th><td data-attribute="nameId">${escapeHtml(session.nameId)}</td></tr>\n${attributeRows(session.profile)}</tbody></table>`,
            ...(session.classList ? [classListHtml(name, session.classList)] : []),
            `<form method="post" action="${base}/logout"><button type="submit">Sign out of ${escapeHtml(name)}</button></form>`,
          ].join('\n'),
        ),
      );
      return true;
    }
    send(response, 405, page('Not allowed', '<h1>Not allowed</h1>'));
    return true;
  };
}
