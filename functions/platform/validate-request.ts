import type * as z from 'zod/mini';
import type { Endpoint } from '../../shared/api/endpoint';
import type { ApiError } from '../../shared/api/errors';
import { BadRequestError, ValidationError, fieldPointer } from './errors';
import type { PortalMiddleware } from './request-context';

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
    detail: `'${name}' is a reserved parameter name and cannot be used.`,
    source: { pointer: fieldPointer([name]) },
  }));
}

function parseJsonBody(raw: string | undefined, isBase64Encoded: boolean): unknown {
  if (raw === undefined || raw === '') return undefined;
  const text = isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
}

/**
 * Parses the JSON body and validates path, query and body with the endpoint's shared schemas.
 * Every problem is reported at once as a 422 with a pointer, and nothing runs past it.
 */
export function validateRequest(endpoint: Endpoint): PortalMiddleware {
  return {
    before: (request) => {
      const { event, context } = request;
      const body = parseJsonBody(event.body, event.isBase64Encoded);
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
    },
  };
}
