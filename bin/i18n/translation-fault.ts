import { parse, type Token } from '@messageformat/parser';

/** The placeholders a message names: plain arguments, and plural/select arguments with their cases' own. */
function placeholders(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const option of token.cases) placeholders(option.tokens, into);
    }
  }
  return into;
}

function placeholdersOf(message: string): Set<string> | Error {
  try {
    return placeholders(parse(message));
  } catch (error) {
    return error as Error;
  }
}

function difference(expected: Set<string>, actual: Set<string>): string | null {
  const missing = [...expected].filter((name) => !actual.has(name));
  const extra = [...actual].filter((name) => !expected.has(name));
  const faults = [
    missing.length > 0 ? `lacks {${missing.join('}, {')}}` : '',
    extra.length > 0 ? `names {${extra.join('}, {')}}, which the English does not` : '',
  ].filter(Boolean);
  return faults.length > 0 ? faults.join(' and ') : null;
}

/**
 * What is wrong with a translation of an English message, or null: it must parse as ICU
 * MessageFormat and name exactly the English's placeholders.
 */
export function translationFault(english: string, translation: string): string | null {
  const expected = placeholdersOf(english);
  if (expected instanceof Error) return `cannot be checked: its English does not parse (${expected.message})`;
  const actual = placeholdersOf(translation);
  if (actual instanceof Error) return `does not parse (${actual.message})`;
  return difference(expected, actual);
}
