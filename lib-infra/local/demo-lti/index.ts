import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { escapeHtml } from '../../../shared/rules/escape-html';
import { LTI_CLAIM } from '../../../shared/schemas/lti';
import { readForm } from '../local-forms';
import { classListHtml, demoToolKey, NRPS_CLAIM_NAME, readClassList, type ClassList } from './nrps-client';

/**
 * The twin's demo LTI 1.3 tool (ARCHITECTURE: local-only pages), at /_local/lti/{identifier}: the
 * tool's side of a launch, independent of the portal's code, as 1EdTech's Security Framework
 * §5.1.1 has a tool do it. Its login initiation checks the issuer and client_id, keeps a state
 * (a cookie) and a nonce, and sends the browser to the platform's authorization endpoint; its
 * launch verifies the id_token with jose against the platform's JWKS (signature, kid, iss, aud,
 * exp), the state and the nonce (once), and shows who arrived, from which class, with every
 * claim, or the error the platform answered instead; its own public key is at /_local/lti/{identifier}/jwks.json. Launched from a class, it
 * reads the class list through Names and Role Provisioning Services 2.0 (./nrps-client.ts) and
 * shows it. Nothing here is deployed.
 */
export const DEMO_LTI_PATH = '/_local/lti/';

/** A demo tool's own addresses, as it registers them with the platform. */
export function demoLtiAddresses(siteUrl: string, identifier: string): { loginUrl: string; redirectUri: string } {
  const base = `${siteUrl}${DEMO_LTI_PATH}${identifier}`;
  return { loginUrl: `${base}/login`, redirectUri: `${base}/launch` };
}

export interface DemoLtiOptions {
  siteUrl: string;
  /** The platform's issuer, authorization endpoint, JWKS and token endpoint. */
  platform: { issuer: string; authorizationEndpoint: string; jwksUrl: string; tokenEndpoint: string };
  /** Where the tools' key pair is kept (demoToolKey). */
  keyFile: string;
  /** The tool of an identifier of the catalogue (its name, the client_id the platform issued it); null for none. */
  toolOf: (identifier: string) => Promise<{ name: string; clientId: string } | null>;
}

interface Pending {
  nonce: string;
  identifier: string;
}

interface Arrival {
  claims: JWTPayload;
  arrivedAt: string;
  /** The class list read through NRPS after a launch from a class; null without a class. */
  classList: ClassList | null;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>\n${body}\n</main></body></html>`;
}

function send(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(html);
}

function readCookie(request: IncomingMessage, name: string): string | null {
  const pair = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair ? pair.slice(name.length + 1) : null;
}

function claimRows(claims: JWTPayload): string {
  return Object.entries(claims)
    .map(
      ([name, value]) =>
        `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td data-claim="${escapeHtml(name)}"><code>${escapeHtml(JSON.stringify(value))}</code></td></tr>`,
    )
    .join('\n');
}

function arrivalPage(name: string, base: string, arrival: Arrival): string {
  const claims = arrival.claims;
  const context = claims[LTI_CLAIM.context] as { title?: string } | undefined;
  const roles = (claims[LTI_CLAIM.roles] as string[] | undefined) ?? [];
  const who = typeof claims['name'] === 'string' ? claims['name'] : null;
  return page(
    `${name}: launched`,
    [
      `<h1>${escapeHtml(name)}</h1>`,
      who
        ? `<p>Signed in as <strong data-testid="lti-name">${escapeHtml(who)}</strong></p>`
        : '<p data-testid="lti-no-name">Signed in without a name: the App Library shared none.</p>',
      `<p>Role: <span data-testid="lti-roles">${escapeHtml(roles.map((role) => role.split('#').pop() ?? role).join(', ') || 'none shared')}</span></p>`,
      context?.title
        ? `<p>From the class <strong data-testid="lti-context">${escapeHtml(context.title)}</strong></p>`
        : '<p data-testid="lti-no-context">Opened from the App Library, not from a class.</p>',
      `<p>Arrived at ${escapeHtml(arrival.arrivedAt)}.</p>`,
      ...(arrival.classList ? [classListHtml(arrival.classList, escapeHtml)] : []),
      '<h2>Every claim of the id_token</h2>',
      `<table><tbody>${claimRows(claims)}</tbody></table>`,
      `<p><a href="${escapeHtml(base)}">Reload</a></p>`,
    ].join('\n'),
  );
}

/** The demo tools' pages: the tool, its login initiation (GET or POST) and its launch (the redirect URI). */
export function demoLtiTools(options: DemoLtiOptions) {
  const jwks = createRemoteJWKSet(new URL(options.platform.jwksUrl));
  const pending = new Map<string, Pending>();
  const usedNonces = new Set<string>();
  const sessions = new Map<string, Arrival>();
  // The tool's own key pair: its public key is what the platform holds for it (the registration's
  // JWKS URL), for the Names and Role service's client assertions.
  let toolKey: ReturnType<typeof demoToolKey> | undefined;
  const key = () => (toolKey ??= demoToolKey(options.keyFile));

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (!pathname.startsWith(DEMO_LTI_PATH)) return false;
    const [identifier = '', action = ''] = pathname.slice(DEMO_LTI_PATH.length).split('/');
    const tool = identifier ? await options.toolOf(identifier) : null;
    if (!tool) {
      send(
        response,
        404,
        page('Unknown tool', '<h1>Unknown tool</h1><p>No LTI tool of the catalogue has this identifier.</p>'),
      );
      return true;
    }
    const base = `${DEMO_LTI_PATH}${identifier}`;
    const stateCookie = `demo_lti_state_${identifier.replace(/[^A-Za-z0-9]/g, '_')}`;
    const sessionCookie = `demo_lti_${identifier.replace(/[^A-Za-z0-9]/g, '_')}`;
    const refused = (problem: string) =>
      send(
        response,
        400,
        page(
          `${tool.name}: launch refused`,
          `<h1>${escapeHtml(tool.name)} refused the launch</h1><p role="alert">${escapeHtml(problem)}</p>`,
        ),
      );

    if (action === 'jwks.json' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify((await key()).jwks));
      return true;
    }

    if (action === 'login' && (request.method === 'GET' || request.method === 'POST')) {
      const fields =
        request.method === 'POST'
          ? await readForm(request, 20_000)
          : new URL(request.url ?? pathname, 'http://localhost').searchParams;
      if (fields.get('iss') !== options.platform.issuer)
        return (refused('The login comes from another platform.'), true);
      if (fields.get('client_id') !== tool.clientId) return (refused('The login names another client_id.'), true);
      const state = randomBytes(24).toString('base64url');
      const nonce = randomBytes(24).toString('base64url');
      pending.set(state, { nonce, identifier });
      const authorize = new URL(options.platform.authorizationEndpoint);
      const query: Record<string, string> = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: tool.clientId,
        redirect_uri: demoLtiAddresses(options.siteUrl, identifier).redirectUri,
        login_hint: fields.get('login_hint') ?? '',
        lti_message_hint: fields.get('lti_message_hint') ?? '',
        nonce,
        state,
      };
      for (const [name, value] of Object.entries(query)) authorize.searchParams.set(name, value);
      response.writeHead(303, {
        location: authorize.toString(),
        'set-cookie': `${stateCookie}=${state}; Path=${base}; HttpOnly; SameSite=Lax`,
        'cache-control': 'no-store',
      });
      response.end();
      return true;
    }

    if (action === 'launch' && request.method === 'POST') {
      const form = await readForm(request, 40_000);
      const state = form.get('state') ?? '';
      const expected = pending.get(state);
      if (!expected || expected.identifier !== identifier || readCookie(request, stateCookie) !== state)
        return (refused('The state is not one this browser started.'), true);
      pending.delete(state);
      // The platform's refusal (OIDC Core §3.1.2.6), its state checked as an id_token's would be.
      const error = form.get('error');
      if (error) {
        send(
          response,
          400,
          page(
            `${tool.name}: launch refused`,
            [
              `<h1>${escapeHtml(tool.name)} was not opened</h1>`,
              `<p role="alert">The App Library answered <code data-testid="lti-error">${escapeHtml(error)}</code>: <span data-testid="lti-error-description">${escapeHtml(form.get('error_description') ?? '')}</span></p>`,
              '<p>Open the app again from the App Library.</p>',
            ].join('\n'),
          ),
        );
        return true;
      }
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(form.get('id_token') ?? '', jwks, {
          issuer: options.platform.issuer,
          audience: tool.clientId,
          algorithms: ['RS256'],
        }));
      } catch (error) {
        return (
          refused(`The id_token does not verify: ${error instanceof Error ? error.message : String(error)}`),
          true
        );
      }
      if (claims['nonce'] !== expected.nonce || usedNonces.has(expected.nonce))
        return (refused('The nonce is not the one sent, or was used already.'), true);
      usedNonces.add(expected.nonce);
      if (claims[LTI_CLAIM.messageType] !== 'LtiResourceLinkRequest' || claims[LTI_CLAIM.version] !== '1.3.0')
        return (refused('Not an LTI 1.3 resource link launch.'), true);
      // Launched from a class: the tool reads its members where the claim says (NRPS 2.0 §3.6.1).
      const service = claims[NRPS_CLAIM_NAME] as { context_memberships_url?: unknown } | undefined;
      const classList =
        typeof service?.context_memberships_url === 'string'
          ? await readClassList({
              key: await key(),
              clientId: tool.clientId,
              tokenEndpoint: options.platform.tokenEndpoint,
              membershipsUrl: service.context_memberships_url,
            })
          : null;
      const session = randomBytes(24).toString('base64url');
      sessions.set(session, { claims, arrivedAt: new Date().toISOString(), classList });
      response.writeHead(303, {
        location: base,
        'set-cookie': `${sessionCookie}=${session}; Path=${base}; HttpOnly; SameSite=Lax`,
        'cache-control': 'no-store',
      });
      response.end();
      return true;
    }

    if (action === '' && request.method === 'GET') {
      const arrival = sessions.get(readCookie(request, sessionCookie) ?? '');
      send(
        response,
        200,
        arrival
          ? arrivalPage(tool.name, base, arrival)
          : page(
              tool.name,
              `<h1>${escapeHtml(tool.name)}</h1><p>A demo LTI 1.3 tool of the twin. Open it from the App Library or a class page.</p>`,
            ),
      );
      return true;
    }
    send(response, 405, page('Not allowed', '<h1>Not allowed</h1>'));
    return true;
  };
}
