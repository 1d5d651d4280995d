import type * as z from 'zod/mini';
import type { Endpoint } from '../../shared/api/endpoint';
import type { ApiError } from '../../shared/api/errors';
import { BadRequestError, UnsupportedMediaTypeError, ValidationError, fieldPointer } from '../platform/errors';
import { inLocale } from '../platform/language';
import { callerLocale } from './caller-locale';
import type { PortalEvent, PortalMiddleware } from './request-context';
import { icu, phrase } from '../../shared/i18n/text';

/** Spec §5: these parameter names are reserved by the resource-action form and always rejected. */
const RESERVED_PARAMETER_NAMES = ['id', 'action'];

function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): ApiError[] {
  return issues.map((issue) => ({
    status: '422',
    code: 'validation',
    detail: issue.message,
    source: { pointer: fieldPointer([...prefix, ...issue.path]) },
  }));
}

function reservedNameErrors(values: Record<string, unknown> | null | undefined): ApiError[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return [];
  return RESERVED_PARAMETER_NAMES.filter((name) => name in values).map((name) => ({
    status: '422',
    code: 'reserved-parameter',
    detail: icu("''{name}'' is a reserved parameter name and cannot be used.", { name }),
    source: { pointer: fieldPointer([name]) },
  }));
}

const JSON_MEDIA_TYPE = 'application/json';

/** `Application/JSON; charset=utf-8` → `application/json`. */
function mediaTypeOf(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/**
 * The body as the route takes it: parsed JSON, or the raw text for a route that declares another
 * media type. A body of any other type is refused before it is read (415), in AWS and in the twin.
 */
function readBody(event: PortalEvent, endpoint: Endpoint): unknown {
  const { body: raw, isBase64Encoded } = event;
  if (raw === undefined || raw === '') return undefined;
  const expected = endpoint.contentType ?? JSON_MEDIA_TYPE;
  if (mediaTypeOf(event.headers?.['content-type']) !== expected) throw new UnsupportedMediaTypeError(expected);
  const text = isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (expected !== JSON_MEDIA_TYPE || endpoint.rawBody) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError(phrase('The request body is not valid JSON.'));
  }
}

/**
 * Reads the body and validates path, query and body with the endpoint's shared schemas.
 * Every problem is reported at once as a 422 with a pointer, and nothing runs past it.
 */
export function validateRequest(endpoint: Endpoint): PortalMiddleware {
  return {
    // In the caller's language: a message made with values while reading (a password's minimum
    // length, a reserved name) is made in it, as the domain's refusals are (shared/i18n/text.ts).
    before: (request) => inLocale(callerLocale(request.event), () => check(request)),
  };

  function check(request: Parameters<NonNullable<PortalMiddleware['before']>>[0]): void {
    const { event, context } = request;
    const body = readBody(event, endpoint);
    const query = event.queryStringParameters ?? {};
    const errors: ApiError[] = [...reservedNameErrors(query), ...reservedNameErrors(body as Record<string, unknown>)];

    const parse = (schema: z.ZodMiniType | undefined, value: unknown) => {
      if (!schema) return value;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      errors.push(...issuesToErrors(result.error.issues));
      return undefined;
    };
    const params = parse(endpoint.params, event.pathParameters ?? {});
    const parsedQuery = parse(endpoint.query, query);
    const parsedBody = endpoint.body ? parse(endpoint.body, body ?? {}) : undefined;
    if (errors.length > 0) throw new ValidationError(errors);
    context.request = { params, query: parsedQuery, body: parsedBody };
  }
}
