import * as libraryContract from '../shared/api/endpoints/library';
import * as meServicesContract from '../shared/api/endpoints/me-services';
import * as sessionContract from '../shared/api/endpoints/session';
import * as errorsContract from '../shared/api/errors';
import * as webConfigContract from '../shared/schemas/web-config';
import type { AnswerCheckRule, AnswerShape } from './src/lib/answer-check';

/**
 * The contract modules whose answers the first page checks: the library's services, the user's
 * access to them, the session, the API's error answers and /config.json, by their path under the
 * repository's root. The SPA's build reads this module through Vite's module runner when it first
 * needs it (checkFirstPageAnswers in vite.config.ts), not with its configuration.
 */
export const FIRST_PAGE_CONTRACTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'shared/api/endpoints/library.ts': libraryContract,
  'shared/api/endpoints/me-services.ts': meServicesContract,
  'shared/api/endpoints/session.ts': sessionContract,
  'shared/api/errors.ts': errorsContract,
  'shared/schemas/web-config.ts': webConfigContract,
};

/** A zod/mini schema as the build sees it: its definition, and the checks it carries. */
interface SchemaDefinition {
  type: string;
  [property: string]: unknown;
}
interface Schema {
  _zod: { def: { type: string } };
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof value._zod === 'object';

function ruleOf(def: SchemaDefinition, where: string): AnswerCheckRule {
  switch (def.check) {
    case 'string_format':
      if (!(def.pattern instanceof RegExp))
        throw new Error(`${where}: the ${String(def.format)} format has no pattern`);
      return { check: 'pattern', source: def.pattern.source, flags: def.pattern.flags };
    case 'number_format':
      if (def.format !== 'safeint') throw new Error(`${where}: the number format ${String(def.format)} is not read`);
      return { check: 'int' };
    case 'min_length':
      return { check: 'min_length', value: def.minimum as number };
    case 'max_length':
      return { check: 'max_length', value: def.maximum as number };
    case 'greater_than':
    case 'less_than':
      return { check: def.check, value: def.value as number, inclusive: def.inclusive as boolean };
    default:
      throw new Error(`${where}: the check ${String(def.check)} is not read (frontend/src/lib/answer-check.ts)`);
  }
}

/** The checks of a string, number or array: its own format (z.int(), z.iso.datetime()) and those added with .check(). */
function rulesOf(def: SchemaDefinition, where: string): AnswerCheckRule[] {
  const own = typeof def.check === 'string' ? [ruleOf(def, where)] : [];
  const added = ((def.checks ?? []) as Schema[]).map((check) => ruleOf(check._zod.def as SchemaDefinition, where));
  return [...own, ...added];
}

/**
 * What a response schema asks, as data for the first page's check (frontend/src/lib/answer-check.ts):
 * derived from the zod schema's own definition, never written by hand. A kind of schema or check the
 * small reader does not know stops the build here rather than letting an answer through unchecked.
 */
export function answerShapeOf(schema: Schema, where = 'schema'): AnswerShape {
  const def = schema._zod.def as SchemaDefinition;
  const inner = () => answerShapeOf(def.innerType as Schema, where);
  switch (def.type) {
    case 'string':
    case 'number': {
      const checks = rulesOf(def, where);
      return checks.length ? { type: def.type, checks } : { type: def.type };
    }
    case 'boolean':
    case 'unknown':
      return { type: def.type };
    case 'enum':
      return { type: 'values', values: Object.values(def.entries as Record<string, string | number>) };
    case 'literal':
      return { type: 'values', values: def.values as (string | number | boolean | null)[] };
    case 'nullable':
    case 'optional':
      return { type: def.type, inner: inner() };
    case 'default':
      return { type: 'default', inner: inner(), value: def.defaultValue };
    case 'catch': {
      // Only a fixed value (z.catch(schema, value)): a function of the error cannot be written as data.
      const catchValue = def.catchValue as ((context: unknown) => unknown) & { '~constantCatch'?: boolean };
      if (!catchValue['~constantCatch']) throw new Error(`${where}: a catch that computes its value is not read`);
      return { type: 'catch', inner: inner(), value: catchValue({}) };
    }
    case 'array': {
      const checks = rulesOf(def, where);
      const element = answerShapeOf(def.element as Schema, `${where}[]`);
      return checks.length ? { type: 'array', element, checks } : { type: 'array', element };
    }
    case 'object': {
      if (def.catchall) throw new Error(`${where}: an object with a catchall is not read`);
      const shape = def.shape as Record<string, Schema>;
      return {
        type: 'object',
        shape: Object.fromEntries(
          Object.entries(shape).map(([key, field]) => [key, answerShapeOf(field, `${where}.${key}`)]),
        ),
      };
    }
    default:
      throw new Error(`${where}: a ${def.type} schema is not read (frontend/src/lib/answer-check.ts)`);
  }
}

const isEndpoint = (value: unknown): value is Record<string, unknown> & { response: Schema } =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value &&
  isSchema(value.response);

/** The parts of an endpoint the SPA never reads: the API's documentation and the request's schemas, which the server checks. */
const LEFT_OUT = new Set(['summary', 'params', 'query', 'body']);

/**
 * A first-page contract module as the browser gets it: the same exports, each schema replaced by
 * a check of its shape (`answerCheck`), each endpoint by its id, area, method, path and options
 * with such a check as its `response`, and plain values as they are. So the first page names its
 * calls by the contract and checks their answers against it without the zod library, and nothing
 * else of the SPA changes: the API client calls `endpoint.response.safeParse` either way.
 */
export function firstPageContractSource(module: Readonly<Record<string, unknown>>, name: string, checkModule: string) {
  const check = (schema: Schema, where: string) => `answerCheck(${JSON.stringify(answerShapeOf(schema, where))})`;
  const endpointSource = (endpoint: Record<string, unknown> & { response: Schema }, where: string) => {
    const parts = Object.entries(endpoint).flatMap(([key, value]) => {
      if (LEFT_OUT.has(key)) return [];
      if (key === 'response') return [`response: ${check(endpoint.response, `${where}.response`)}`];
      if (isSchema(value)) throw new Error(`${where}.${key}: a schema the first page's contract does not expect`);
      return [`${JSON.stringify(key)}: ${JSON.stringify(value)}`];
    });
    return `{ ${parts.join(', ')} }`;
  };
  const exports = Object.entries(module).map(([key, value]) => {
    const where = `${name} ${key}`;
    if (isSchema(value)) return `export const ${key} = ${check(value, where)};`;
    if (typeof value === 'object' && value !== null && Object.values(value).every(isEndpoint))
      return `export const ${key} = { ${Object.entries(
        value as Record<string, Record<string, unknown> & { response: Schema }>,
      )
        .map(([id, endpoint]) => `${JSON.stringify(id)}: ${endpointSource(endpoint, `${where}.${id}`)}`)
        .join(', ')} };`;
    if (typeof value === 'function' || JSON.stringify(value) === undefined)
      throw new Error(`${where}: a first-page contract module holds schemas, endpoints and plain values only`);
    return `export const ${key} = ${JSON.stringify(value)};`;
  });
  return `import { answerCheck } from ${JSON.stringify(checkModule)};\n${exports.join('\n')}\n`;
}

/** Each first-page contract module's source for the browser, by its path under the repository's root. */
export function firstPageContractSources(checkModule: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FIRST_PAGE_CONTRACTS).map(([file, module]) => [
      file,
      firstPageContractSource(module, file, checkModule),
    ]),
  );
}
