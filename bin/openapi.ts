/** `npm run openapi`: writes openapi.json from the route table (paths, schemas, who may call each route). */
import { writeFile } from 'node:fs/promises';
import * as z from 'zod/mini';
import { apiErrorResponseSchema } from '../shared/api/errors';
import { routes, type Route } from '../functions/routes';

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function parameters(route: Route) {
  const list: object[] = [];
  for (const [location, schema] of [
    ['path', route.endpoint.params],
    ['query', route.endpoint.query],
  ] as const) {
    if (!schema) continue;
    const properties =
      (jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] }).properties ?? {};
    const required = (jsonSchema(schema, 'input') as { required?: string[] }).required ?? [];
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: location, required: location === 'path' || required.includes(name), schema: property });
    }
  }
  return list;
}

const errorContent = { 'application/json': { schema: jsonSchema(apiErrorResponseSchema, 'output') } };

export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes as readonly Route[]) {
    const { endpoint } = route;
    const operation = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      'x-access': route.access,
      ...(route.access.kind === 'public' ? { security: [] } : {}),
      parameters: parameters(route),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { [endpoint.contentType ?? 'application/json']: { schema: jsonSchema(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [String(endpoint.successStatus ?? 200)]: {
          description: endpoint.navigation
            ? 'A page or document for the browser (or a 303 to the next page, the SAML error page for a refusal)'
            : 'Success',
          content: {
            [endpoint.produces ?? (endpoint.navigation ? 'text/html' : 'application/json')]: {
              schema: jsonSchema(endpoint.response, 'output'),
            },
          },
        },
        ...(endpoint.navigation
          ? { 303: { description: 'The next page (the SPA, the app), or the SAML error page with the refusal' } }
          : {}),
        ...(endpoint.body || endpoint.params || endpoint.query
          ? { 422: { description: 'Invalid input, one entry per field', content: errorContent } }
          : {}),
        ...(route.access.kind === 'public'
          ? {}
          : { 401: { description: 'Not signed in' }, 403: { description: 'Not permitted', content: errorContent } }),
      },
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'App Library Portal API', version: '0.1.0' },
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito ID token' },
      },
    },
    security: [{ cognito: [] }],
    paths,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile('openapi.json', `${JSON.stringify(openApiDocument(), null, 2)}\n`);
  console.log(`Wrote openapi.json with ${routes.length} operations.`);
}
