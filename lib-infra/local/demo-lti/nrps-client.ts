import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * The demo LTI tool's side of Names and Role Provisioning Services 2.0, written as a tool vendor
 * would, from the specifications and not the portal's code: its own RS256 key pair (the public half
 * at its JWKS address, which the seed registers), a JWT client assertion (RFC 7523; 1EdTech
 * Security Framework §4.1.1) for an access token by client credentials, then the class's
 * membership container, following `Link: rel="next"` to the last page.
 */

/** The launch claim naming the membership service (NRPS 2.0 §3.6.1). */
export const NRPS_CLAIM_NAME = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const NRPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** A demo page is small, so the tool shows it follows the platform's paging. */
const PAGE_SIZE = 10;
/** A class of the demo is far smaller; a loop in the links stops here. */
const MOST_PAGES = 50;

export interface DemoToolKey {
  kid: string;
  privateKey: CryptoKey;
  jwks: { keys: JWK[] };
}

function publicHalf(jwk: JWK): JWK {
  return { kty: jwk.kty, n: jwk.n, e: jwk.e };
}

/**
 * The tool's key pair, kept in a file of the twin's data folder (made on first use, by whichever
 * process comes first: the twin, or a test signing as the tool), so it is the same after a restart
 * and the tests can sign assertions as the demo tool. Its JWKS publishes the public half.
 */
export async function demoToolKey(file: string): Promise<DemoToolKey> {
  let stored: { kid: string; jwk: JWK };
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as { kid: string; jwk: JWK };
  } catch {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const made = { kid: randomBytes(8).toString('hex'), jwk: await exportJWK(privateKey) };
    try {
      await writeFile(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
      stored = made;
    } catch {
      stored = JSON.parse(await readFile(file, 'utf8')) as { kid: string; jwk: JWK };
    }
  }
  const privateKey = (await importJWK(stored.jwk, 'RS256')) as CryptoKey;
  return {
    kid: stored.kid,
    privateKey,
    jwks: { keys: [{ ...publicHalf(stored.jwk), kid: stored.kid, alg: 'RS256', use: 'sig' }] },
  };
}

export interface NrpsMemberSeen {
  user_id: string;
  status?: string;
  roles?: string[];
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
}

/** What the tool read: the members, or why it could not. */
export type ClassList = { members: NrpsMemberSeen[]; pages: number } | { problem: string };

/** An access token for the membership service, by a client assertion signed with the tool's key. */
async function accessToken(key: DemoToolKey, clientId: string, tokenEndpoint: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenEndpoint)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(key.privateKey);
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: JWT_BEARER,
      client_assertion: assertion,
      scope: NRPS_SCOPE,
    }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
  if (!response.ok || !body.access_token)
    throw new Error(
      `The token endpoint answered ${response.status} ${body.error ?? ''}: ${body.error_description ?? ''}`,
    );
  return body.access_token;
}

function nextLink(link: string | null): string | null {
  const next = (link ?? '').split(',').find((part) => /;\s*rel="?next"?/.test(part));
  return next ? (/<([^>]+)>/.exec(next)?.[1] ?? null) : null;
}

/**
 * The class list the launch's namesroleservice claim points at, every page of it. `headers` are
 * sent with each request (the twin's own front door needs none; a test may add its origin).
 */
export async function readClassList(options: {
  key: DemoToolKey;
  clientId: string;
  tokenEndpoint: string;
  membershipsUrl: string;
}): Promise<ClassList> {
  try {
    const token = await accessToken(options.key, options.clientId, options.tokenEndpoint);
    const members: NrpsMemberSeen[] = [];
    let url: string | null = `${options.membershipsUrl}?limit=${PAGE_SIZE}`;
    let pages = 0;
    while (url && pages < MOST_PAGES) {
      const response: Response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: NRPS_MEDIA_TYPE },
      });
      if (!response.ok) return { problem: `The membership service answered ${response.status}.` };
      const container = (await response.json()) as { members?: NrpsMemberSeen[] };
      members.push(...(container.members ?? []));
      pages += 1;
      url = nextLink(response.headers.get('link'));
    }
    return { members, pages };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** What the tool shows of the class list it read: each member's name (or that none was shared) and role. */
export function classListHtml(list: ClassList, escape: (text: string) => string): string {
  if ('problem' in list)
    return `<h2>The class list</h2><p role="alert" data-testid="lti-roster-problem">${escape(list.problem)}</p>`;
  const rows = list.members
    .map((member) => {
      const name = member.name ?? member.given_name;
      const roles = (member.roles ?? []).map((role) => role.split('#').pop() ?? role).join(', ');
      return `<tr data-testid="lti-roster-member"><th scope="row">${name ? escape(name) : '<em>No name shared</em>'}</th><td>${escape(roles)}</td><td>${escape(member.status ?? '')}</td></tr>`;
    })
    .join('\n');
  return [
    '<h2>The class list</h2>',
    `<p>Read through Names and Role Provisioning Services 2.0: <span data-testid="lti-roster-count">${list.members.length}</span> members in ${list.pages} page(s).</p>`,
    `<table data-testid="lti-roster"><caption>Members of the class</caption><thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`,
  ].join('\n');
}
