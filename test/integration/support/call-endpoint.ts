import type * as z from 'zod/mini';
import { ACT_AS_HEADER, ACT_AS_SESSION_HEADER } from '../../../shared/api/acting-as-header';
import { buildPath, type Endpoint } from '../../../shared/api/endpoint';
import { apiErrorResponseSchema, type ApiError } from '../../../shared/api/errors';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../../../bin/seed/demo-accounts';
import { portal, signInTokens, type SignInTokens } from './portal-client';

type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;

export interface CallOptions<E extends Endpoint> {
  params?: Input<E['params']>;
  query?: Input<E['query']>;
  body?: Input<E['body']>;
  /** A body the contract does not allow, sent as it is: for tests of refusals. */
  invalidBody?: unknown;
  /** A body that is not JSON at all. */
  rawBody?: string;
  /** The body's media type, when not application/json: for tests of refusals. */
  contentType?: string;
  /** A query the contract does not allow (e.g. a reserved parameter name). */
  invalidQuery?: Record<string, string>;
  /**
   * A demo account (signed in once per test file), a token of another account (with the access
   * token of the same sign-in, which acting calls send), or no one.
   */
  as?: DemoAccountKey | { token: string; accessToken?: string } | null;
  /**
   * The secret of an acting-as grant, sent as the SPA sends it (ACT_AS_HEADER), with the caller's
   * access token in ACT_AS_SESSION_HEADER.
   */
  actAs?: string;
  /**
   * The access token sent in ACT_AS_SESSION_HEADER instead of the caller's own (null: none), for
   * tests of refusals. The SPA sends the caller's with every acting call and on `actorSession` routes.
   */
  actorSession?: string | null;
  /** The Accept-Language the call sends, as the SPA sends the language its screens are in; none when absent. */
  language?: string;
}

export interface EndpointAnswer<E extends Endpoint> {
  status: number;
  /** The answer's JSON as it came; for a file endpoint's success (`produces`), its text (CSV) or bytes (PDF). */
  raw: unknown;
  /** The answer's headers (a file's content-type and content-disposition). */
  headers: Headers;
  /** The error list of a refusal; empty on success. */
  errors: ApiError[];
  /** The success answer parsed with the endpoint's response schema; throws, saying why, otherwise. */
  readonly data: z.output<E['response']>;
}

const tokens = new Map<string, Promise<SignInTokens>>();

/** The tokens of a demo account, signed in once per test file and shared by every call. */
export function tokensOf(account: DemoAccountKey): Promise<SignInTokens> {
  const { username } = DEMO_ACCOUNTS[account];
  let signedIn = tokens.get(username);
  if (!signedIn) {
    signedIn = signInTokens(username, DEMO_PASSWORD);
    tokens.set(username, signedIn);
  }
  return signedIn;
}

/** The ID token of a demo account, signed in once per test file and shared by every call. */
export async function tokenOf(account: DemoAccountKey): Promise<string> {
  return (await tokensOf(account)).IdToken;
}

/** The access token of the caller's sign-in, as the SPA has it beside the ID token. */
async function accessTokenOf(caller: DemoAccountKey | { token: string; accessToken?: string }): Promise<string | null> {
  return typeof caller === 'string' ? (await tokensOf(caller)).AccessToken : (caller.accessToken ?? null);
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint of the contract through the local gateway, as the SPA does: the path comes
 * from the contract, the request is typed by its schemas, and a success is checked against the
 * response schema.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointAnswer<E>> {
  const path = buildPath(endpoint.path, (options.params ?? {}) as Record<string, string>);
  const query = queryString({ ...(options.query as Record<string, unknown> | undefined), ...options.invalidQuery });
  const headers: Record<string, string> = {};
  const caller = options.as ?? null;
  if (caller) headers['authorization'] = `Bearer ${typeof caller === 'string' ? await tokenOf(caller) : caller.token}`;
  if (options.actAs !== undefined) headers[ACT_AS_HEADER.toLowerCase()] = options.actAs;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  if (caller && (options.actAs !== undefined || endpoint.actorSession || options.actorSession)) {
    const session = options.actorSession === undefined ? await accessTokenOf(caller) : options.actorSession;
    if (session) headers[ACT_AS_SESSION_HEADER.toLowerCase()] = session;
  }
  const body = 'invalidBody' in options ? options.invalidBody : options.body;
  const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';

  const response = await fetch(`${portal().url}${path}${query}`, {
    method: endpoint.method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  // A file endpoint answers its file on success; refusals and errors are JSON like any other.
  const file = response.ok && endpoint.produces !== undefined;
  const raw: unknown = file ? (endpoint.produces === 'application/pdf' ? bytes : text) : text ? JSON.parse(text) : null;
  const errorList = apiErrorResponseSchema.safeParse(raw);
  const errors = response.ok || !errorList.success ? [] : errorList.data.errors;
  return {
    status: response.status,
    raw,
    headers: response.headers,
    errors,
    get data() {
      if (!response.ok) throw new Error(`${endpoint.id} answered ${response.status}: ${text}`);
      return endpoint.response.parse(raw) as z.output<E['response']>;
    },
  };
}

/** The details of the errors that point at a field (`/data/attributes/<field>`). */
export function detailsAt(answer: { errors: readonly ApiError[] }, field: string): string[] {
  return answer.errors
    .filter((error) => error.source?.pointer === `/data/attributes/${field}`)
    .map((error) => error.detail);
}
