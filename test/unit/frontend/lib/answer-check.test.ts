import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  FIRST_PAGE_CONTRACTS,
  answerShapeOf,
  firstPageContractSource,
  firstPageContractSources,
} from '../../../../frontend/first-page-contracts';
import { checkFirstPageAnswers } from '../../../../frontend/vite.config';
import { answerCheck, type AnswerShape } from '../../../../frontend/src/lib/answer-check';

type Schema = Parameters<typeof answerShapeOf>[0];

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** Every schema the first page checks: each contract module's schemas and its endpoints' answers. */
const FIRST_PAGE_SCHEMAS: [string, Schema][] = Object.entries(FIRST_PAGE_CONTRACTS).flatMap(([file, module]) =>
  Object.entries(module).flatMap(([name, value]): [string, Schema][] => {
    if (isSchema(value)) return [[`${file} ${name}`, value]];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value as Record<string, { response?: unknown }>).flatMap(([id, endpoint]) =>
      isSchema(endpoint.response) ? [[`${file} ${name}.${id}.response`, endpoint.response]] : [],
    );
  }),
);

const VALID_TIME = '2026-12-06T13:14:00.000Z';

/** A value the shape accepts, every optional part present. */
function sampleOf(shape: AnswerShape): unknown {
  switch (shape.type) {
    case 'string':
      return shape.checks?.some((rule) => rule.check === 'pattern') ? VALID_TIME : 'text';
    case 'number':
      return 3;
    case 'boolean':
      return true;
    case 'unknown':
      return { any: 'thing' };
    case 'values':
      return shape.values[0];
    case 'nullable':
    case 'optional':
    case 'default':
    case 'catch':
      return sampleOf(shape.inner);
    case 'array':
      return [sampleOf(shape.element), sampleOf(shape.element)];
    case 'object':
      return Object.fromEntries(Object.entries(shape.shape).map(([key, field]) => [key, sampleOf(field)]));
  }
}

/** Every path to a value inside a sample, the sample itself first. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null)
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  'text',
  '',
  'not-a-time',
  '2026-02-30T00:00:00Z',
  -1,
  1.5,
  0,
  Number.NaN,
  true,
  [],
  {},
  'x'.repeat(6000),
];

/** The sample with the value at `path` replaced (or its key removed, for `undefined`). */
function withValue(sample: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined && !Array.isArray(parent)) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return copy;
}

/** zod's answer and the check's, as the API client reads them: whether it passed, and what came out. */
function bothOf(schema: Schema, value: unknown) {
  const check = answerCheck(answerShapeOf(schema));
  const own = (schema as unknown as z.ZodMiniType).safeParse(value);
  const derived = check.safeParse(value);
  // JSON drops a key whose value is undefined, which no reader of an answer can tell from an absent one.
  const plain = (result: { success: boolean; data?: unknown }) =>
    result.success ? { success: true, data: JSON.stringify(result.data) } : { success: false };
  return { own: plain(own), derived: plain(derived) };
}

describe("the first page's answer checks, derived from the contract's schemas", () => {
  it.each(FIRST_PAGE_SCHEMAS)(
    '%s: the same verdict and output as zod on a valid answer and on every part of it wrong',
    (_name, schema) => {
      // Prepare
      const sample = sampleOf(answerShapeOf(schema));
      const cases = [
        sample,
        { ...(sample as object), unknownKey: 'dropped' },
        ...pathsOf(sample).flatMap((path) => WRONG_VALUES.map((value) => withValue(sample, path, value))),
      ];

      // Act
      const verdicts = cases.map((value) => bothOf(schema, value));

      // Assert
      expect(verdicts[0]?.own.success).toBe(true);
      for (const [index, verdict] of verdicts.entries())
        expect(verdict.derived, `case ${index}: ${JSON.stringify(cases[index])}`).toEqual(verdict.own);
    },
  );

  it('fills a default with a fresh value each time, as zod does', () => {
    // Prepare
    const check = answerCheck<{ list: string[] }>(
      answerShapeOf(z.object({ list: z._default(z.array(z.string()), []) })),
    );

    // Act
    const first = check.safeParse({});
    const second = check.safeParse({});

    // Assert
    expect(first.success && second.success && first.data.list !== second.data.list).toBe(true);
  });

  it.each([
    ['a union', z.union([z.string(), z.number()])],
    ['a refinement', z.string().check(z.refine((value) => value.length > 1))],
    [
      'a transform',
      z.pipe(
        z.string(),
        z.transform((value) => value.length),
      ),
    ],
    ['a catch computed from the error', z.catch(z.string(), () => 'x')],
  ])('stops the build on %s, which the small check cannot read', (_kind, schema) => {
    expect(() => answerShapeOf(schema as unknown as Schema)).toThrow(/not read/);
  });

  it("writes each first-page contract module for the browser: the endpoints' ids, areas, methods and paths, no schema left", () => {
    // Act
    const sources = firstPageContractSources('/answer-check.ts');

    // Assert
    expect(Object.keys(sources)).toEqual(Object.keys(FIRST_PAGE_CONTRACTS));
    const all = Object.values(sources).join('\n');
    expect(all).toContain('"path": "/api/services"');
    expect(all).toContain('"path": "/api/auth/session"');
    expect(all).toContain('"area": "me"');
    expect(all).not.toContain('summary');
    expect(all).not.toContain('zod');
  });

  it('refuses a first-page contract module that holds a function: its code would come without its imports', () => {
    expect(() => firstPageContractSource({ fieldOf: () => null }, 'shared/x.ts', '/answer-check.ts')).toThrow(
      /schemas, endpoints and plain values only/,
    );
  });

  it('serves the listed modules, as read through the module runner, and leaves every other module alone', async () => {
    // Prepare
    const plugin = checkFirstPageAnswers('/repo', () =>
      Promise.resolve({ sources: firstPageContractSources('/repo/frontend/src/lib/answer-check.ts'), files: [] }),
    );
    const load = plugin.load as (id: string) => Promise<{ code: string } | null>;

    // Act
    const listed = await load('/repo/shared/api/endpoints/session.ts');
    const other = await load('/repo/shared/api/endpoints/me.ts');
    const outside = await load('/elsewhere/shared/api/endpoints/session.ts');

    // Assert
    expect(listed?.code).toContain('answerCheck(');
    expect(listed?.code).toContain('"path": "/api/auth/session"');
    expect(other).toBeNull();
    expect(outside).toBeNull();
  });
});
