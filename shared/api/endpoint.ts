import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as written in an area's contract file: everything but its identity. */
export interface EndpointSpec<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** API Gateway path template, e.g. `/api/services/{serviceId}`. */
  path: string;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Status of a successful answer (200 unless given). */
  successStatus?: number;
  /**
   * The media type a request body must have (application/json unless given). Another type, such as
   * a payment provider's signed webhook, reaches the body schema as the raw text.
   */
  contentType?: string;
  /**
   * The body reaches the body schema as the raw text even when it is JSON: a payment provider's
   * webhook is verified by a signature over the exact bytes sent, which a parse and re-serialise would change.
   */
  rawBody?: true;
  /**
   * 'safe': calling it twice does nothing a single call would not (a read sent as POST), so the
   * SPA may try it again after no answer or a 5xx (visitor-and-account §7). GETs are safe without
   * it; any other call is never repeated.
   */
  retry?: 'safe';
  /**
   * The answer is a file of this type (a CSV or a PDF the SPA fetches with its token and opens or
   * saves), not JSON; `response` is then the schema of its text (CSV) or of nothing checked (PDF).
   */
  produces?: 'text/csv' | 'application/pdf' | 'application/samlmetadata+xml';
  /**
   * The browser (or an app's server, for metadata) reaches it by its own navigation (a link, a
   * redirect, a form post), never the SPA's fetch: it answers a redirect (303), an HTML page or a
   * document, and its failures lead to a page too.
   */
  navigation?: true;
  /**
   * The call starts acting as another user: the SPA sends the caller's access token beside their ID
   * token (ACT_AS_SESSION_HEADER), so the grant is bound to that sign-in session and made only
   * while it holds (the SPA sends it on every call that acts, too).
   */
  actorSession?: true;
}

/**
 * One API call as both sides see it: the SPA's typed client and the server's route table are built
 * from these, so a request or response shape is written once. `id` is the endpoint's key in its
 * area's contract and `area` that contract's name, so neither can be copied from another endpoint.
 */
export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> extends EndpointSpec<Params, Query, Body, Response> {
  id: string;
  /** The area the endpoint belongs to; its route is deployed in that area's nested stack. */
  area: string;
}

/**
 * One endpoint of an area's contract. It only fixes the spec's types where it is written, so a
 * mistake is reported on the endpoint rather than on the whole area.
 */
export function defineEndpoint<const Spec extends EndpointSpec>(spec: Spec): Spec {
  return spec;
}

export type AreaEndpoints<Area extends string, Specs extends Record<string, EndpointSpec>> = {
  readonly [Id in keyof Specs & string]: Specs[Id] & { readonly id: Id; readonly area: Area };
};

/**
 * The contract of one area: each endpoint's id is its key here (an object literal cannot name a key
 * twice), and every endpoint carries the area written out once, at the top of its contract file.
 */
export function defineEndpoints<const Area extends string, const Specs extends Record<string, EndpointSpec>>(
  area: Area,
  specs: Specs,
): AreaEndpoints<Area, Specs> {
  return Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, { ...spec, id, area }])) as AreaEndpoints<
    Area,
    Specs
  >;
}

/** Fills `{name}` placeholders of a path template; values are URI-encoded. */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The names of a path template's parameters, in order: `/api/a/{x}/b/{y}` → ['x', 'y']. */
export function pathParameterNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1] ?? '');
}
