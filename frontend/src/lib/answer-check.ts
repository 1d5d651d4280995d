/**
 * What a response schema of the contract asks of an answer, as data: the build derives it from the
 * zod schema itself (frontend/first-page-contracts.ts), for the few answers the first page reads,
 * so the first page checks them against the shared/ contract without carrying zod (ARCHITECTURE
 * 'SPA chunks'). Every other page checks its answers with the schemas themselves.
 */
export type AnswerShape =
  | { type: 'string'; checks?: AnswerCheckRule[] }
  | { type: 'number'; checks?: AnswerCheckRule[] }
  | { type: 'boolean' }
  | { type: 'unknown' }
  /** An enum or a literal: one of these values. */
  | { type: 'values'; values: (string | number | boolean | null)[] }
  | { type: 'object'; shape: Record<string, AnswerShape> }
  | { type: 'array'; element: AnswerShape; checks?: AnswerCheckRule[] }
  | { type: 'nullable' | 'optional'; inner: AnswerShape }
  /** `default` stands in for undefined; `catch` for anything its inner shape refuses. */
  | { type: 'default' | 'catch'; inner: AnswerShape; value: unknown };

export type AnswerCheckRule =
  | { check: 'pattern'; source: string; flags: string }
  | { check: 'min_length' | 'max_length'; value: number }
  | { check: 'int' }
  | { check: 'greater_than' | 'less_than'; value: number; inclusive: boolean };

/** What `safeParse` answers, as the schema's would: the answer as the schema outputs it, or a refusal. */
export type AnswerCheckResult<T> = { success: true; data: T } | { success: false };

export interface AnswerCheck<T> {
  safeParse(value: unknown): AnswerCheckResult<T>;
}

const REFUSED: unique symbol = Symbol('refused');

function lengthOf(value: unknown): number {
  return typeof value === 'string' || Array.isArray(value) ? value.length : 0;
}

function passes(rule: AnswerCheckRule, value: unknown): boolean {
  switch (rule.check) {
    case 'pattern':
      return new RegExp(rule.source, rule.flags).test(value as string);
    case 'min_length':
      return lengthOf(value) >= rule.value;
    case 'max_length':
      return lengthOf(value) <= rule.value;
    case 'int':
      return Number.isSafeInteger(value);
    case 'greater_than':
      return rule.inclusive ? (value as number) >= rule.value : (value as number) > rule.value;
    case 'less_than':
      return rule.inclusive ? (value as number) <= rule.value : (value as number) < rule.value;
  }
}

const passesAll = (rules: AnswerCheckRule[] | undefined, value: unknown) =>
  (rules ?? []).every((rule) => passes(rule, value));

/** A fresh copy of a default or catch value (an empty list must not be shared between answers). */
const copyOf = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** The value as the shape outputs it, or REFUSED: zod's parse of the same schema, without its messages. */
function read(shape: AnswerShape, value: unknown): unknown {
  switch (shape.type) {
    case 'string':
      return typeof value === 'string' && passesAll(shape.checks, value) ? value : REFUSED;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && passesAll(shape.checks, value) ? value : REFUSED;
    case 'boolean':
      return typeof value === 'boolean' ? value : REFUSED;
    case 'unknown':
      return value;
    case 'values':
      return shape.values.includes(value as string) ? value : REFUSED;
    case 'nullable':
      return value === null ? null : read(shape.inner, value);
    case 'optional':
      return value === undefined ? undefined : read(shape.inner, value);
    case 'default':
      return value === undefined ? copyOf(shape.value) : read(shape.inner, value);
    case 'catch': {
      const read_ = read(shape.inner, value);
      return read_ === REFUSED ? copyOf(shape.value) : read_;
    }
    case 'array': {
      if (!Array.isArray(value) || !passesAll(shape.checks, value)) return REFUSED;
      const items: unknown[] = [];
      for (const item of value) {
        const output = read(shape.element, item);
        if (output === REFUSED) return REFUSED;
        items.push(output);
      }
      return items;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return REFUSED;
      const input = value as Record<string, unknown>;
      // As zod's object: the shape's keys only (others are dropped), an absent optional key stays absent.
      const output: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.shape)) {
        const read_ = read(field, input[key]);
        if (read_ === REFUSED) return REFUSED;
        if (read_ !== undefined || key in input) output[key] = read_;
      }
      return output;
    }
  }
}

/** A check of answers against `shape`, with the `safeParse` the API client calls on a schema. */
export function answerCheck<T>(shape: AnswerShape): AnswerCheck<T> {
  return {
    safeParse(value) {
      const data = read(shape, value);
      return data === REFUSED ? { success: false } : { success: true, data: data as T };
    },
  };
}
