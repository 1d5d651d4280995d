import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiLineText, requiredText } from '../../../shared/schemas/common';
import { checkUsernameRequestSchema, registrationRequestSchema } from '../../../shared/schemas/auth';

const VALID_PASSWORD = 'correct-horse-42';
const VALID_FORM = {
  accountType: 'home',
  title: null,
  firstName: 'Anna',
  lastName: 'Lee',
  countryId: 'AU',
  email: 'anna@example.com',
  password: VALID_PASSWORD,
  passwordConfirmation: VALID_PASSWORD,
};

/** The messages the schema gives at one field, and the value it keeps when the whole input is valid. */
interface Answer {
  messages: string[];
  value: unknown;
}

function answer(
  schema: typeof registrationRequestSchema | typeof checkUsernameRequestSchema,
  input: Record<string, unknown>,
  field: string,
): Answer {
  const result = schema.safeParse(input);
  if (result.success) return { messages: [], value: (result.data as Record<string, unknown>)[field] };
  return {
    messages: result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message),
    value: undefined,
  };
}

/** A registration field with a valid example and the messages it must answer with. */
function registrationField(field: string, valid: string, required: string, notAllowed: string) {
  return {
    field,
    valid,
    required,
    notAllowed,
    parse: (value: unknown) => answer(registrationRequestSchema, { ...VALID_FORM, [field]: value }, field),
  };
}

const firstName = registrationField(
  'firstName',
  'Anna',
  'Please enter your first name.',
  'The first name contains a character that is not allowed.',
);
const lastName = registrationField(
  'lastName',
  'Lee',
  'Please enter your last name.',
  'The last name contains a character that is not allowed.',
);
const email = registrationField(
  'email',
  'anna@example.com',
  'Please enter your email address.',
  'Please enter a valid email address.',
);
const username = {
  field: 'username (check-username)',
  valid: 'anna@example.com',
  required: 'Please enter your username',
  notAllowed: 'The username contains a character that is not allowed.',
  parse: (value: unknown) => answer(checkUsernameRequestSchema, { username: value }, 'username'),
};

/** Every text field a person types in the shared schemas, with its valid example and its messages. */
const TEXT_FIELDS = [firstName, lastName, email, username];

/** Format characters that show nothing: names lose them, passwords refuse them. */
const INVISIBLE_CHARACTERS: Array<[string, string]> = [
  ['a zero-width space', '\u200B'],
  ['a word joiner', '\u2060'],
  ['a byte order mark', '\uFEFF'],
  ['a soft hyphen', '\u00AD'],
  ['bidirectional marks and overrides', '\u200E\u202E\u2066'],
  ['tag characters', '\u{E0041}\u{E007F}'],
];

/** Text that shows nothing: the field's message for a missing value. */
const BLANK_TEXTS: Array<[string, string]> = [
  ...INVISIBLE_CHARACTERS,
  ['a zero-width non-joiner and joiner', '\u200C\u200D'],
  ['a Hangul filler', '\u3164'],
  ['invisible characters between spaces', ' \u200B\u00A0\u2060 '],
  ['white space with a tab and a line break', ' \t\n '],
];

/** Characters no one-line text may hold, anywhere in it: the field's message for an invalid value. */
const NOT_ALLOWED_CHARACTERS: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['a bell', '\u0007'],
  ['an escape', '\u001B'],
  ['DEL', '\u007F'],
  ['a C1 next-line control', '\u0085'],
  ['a tab', '\t'],
  ['a line feed', '\n'],
  ['a carriage return', '\r'],
  ['a line separator', '\u2028'],
  ['a lone high surrogate', '\uD800'],
  ['a lone low surrogate', '\uDC00'],
  ['a surrogate pair in the wrong order', '\uDE00\uD83D'],
  ['a zero-width space and NUL', '\u200B\u0000'],
  ['a lone surrogate among invisible characters', '\u200B\uD83D\uFEFF'],
];

/** The not-allowed characters that are not white space, so they are refused even on their own. */
const NOT_ALLOWED_ALONE = NOT_ALLOWED_CHARACTERS.filter(([, text]) => text.trim() === text);

function inside(valid: string, text: string): string {
  return `${valid.slice(0, 2)}${text}${valid.slice(2)}`;
}

describe.each(TEXT_FIELDS)('the $field field', ({ valid, required, notAllowed, parse }) => {
  it.each(BLANK_TEXTS)('treats %s as missing', (_, text) => {
    // Act
    const { messages } = parse(text);

    // Assess
    expect(messages).toEqual([required]);
  });

  it.each(NOT_ALLOWED_ALONE)('refuses %s on its own', (_, text) => {
    const { messages } = parse(text);

    expect(messages).toEqual([notAllowed]);
  });

  it.each(NOT_ALLOWED_CHARACTERS)('refuses %s inside a valid value', (_, text) => {
    const { messages } = parse(inside(valid, text));

    expect(messages).toEqual([notAllowed]);
  });

  it('refuses a lone surrogate that JSON.parse made from an escape', () => {
    // Prepare
    const fromJson = JSON.parse(`"${valid}\\ud800"`) as string;

    // Act
    const { messages } = parse(fromJson);

    // Assess
    expect(messages).toEqual([notAllowed]);
  });

  it('strips invisible characters inside a valid value and trims it', () => {
    const { messages, value } = parse(` \uFEFF${inside(valid, '\u200B\u00AD\u2060')}\u202C `);

    expect(messages).toEqual([]);
    expect(value).toBe(valid);
  });
});

describe('names', () => {
  it.each([
    'Zoë',
    'Zoe\u0301',
    'José María',
    "O'Brien",
    'D\u2019Angelo',
    'Mary-Jane',
    'Anne-Marie St. John',
    'Nguyễn Thị Minh Khai',
    'Ólafur Þór',
    '山田太郎',
    '김민준',
    'Αλέξανδρος',
    'فاطمه\u200Cزهرا',
    'Anna 😀',
    'Ada \u{1F469}\u{1F3FD}\u200D\u{1F4BB}',
  ])('accepts %s as it is', (name) => {
    // Act
    const first = firstName.parse(name);
    const last = lastName.parse(name);

    // Assess
    expect(first).toEqual({ messages: [], value: name });
    expect(last).toEqual({ messages: [], value: name });
  });

  it('counts the length after invisible characters are stripped', () => {
    const schema = requiredText('first name', 5);

    expect(schema.safeParse('Anna\u200B\u200B').success).toBe(true);
    expect(schema.safeParse('Annabel').error?.issues.map((issue) => issue.message)).toEqual([
      'The first name must be at most 5 characters.',
    ]);
  });

  it('keeps what it accepts as it is, and accepts it again: only text, trimmed, with something to see', () => {
    const character = fc.oneof(
      fc.constantFrom(
        '\u0000',
        '\u0007',
        '\u200B',
        '\u200D',
        '\uFEFF',
        '\u00AD',
        '\uD800',
        '\uDC00',
        ' ',
        '\t',
        '\n',
        '\u00A0',
        'a',
        'é',
        '山',
        "'",
        '-',
      ),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const schema = requiredText('first name', 100);
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 12 }), (input) => {
        const result = schema.safeParse(input);
        if (!result.success) {
          expect(result.error.issues).toHaveLength(1);
          return;
        }
        const kept = result.data;
        expect(kept).not.toMatch(/[\p{Cc}\p{Cs}\u2028\u2029]/u);
        expect(kept).not.toMatch(/(?![\u200C\u200D])\p{Cf}/u);
        expect(kept).toBe(kept.trim());
        expect(kept).toMatch(/[^\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]/u);
        expect(schema.parse(kept)).toBe(kept);
      }),
    );
  });
});

describe('the email address', () => {
  it('strips a zero-width space pasted into it, then lower-cases it', () => {
    const { messages, value } = email.parse('Anna\u200B@Example.com');

    expect(messages).toEqual([]);
    expect(value).toBe('anna@example.com');
  });
});

describe('multi-line text', () => {
  const message = multiLineText({ label: 'message', max: 2000 });
  const messages = (value: string) => message.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('keeps line breaks and tabs, each line break as \\n', () => {
    expect(message.parse('Hello,\r\n\tthe quiz\rwill not load\u2028Thanks')).toBe(
      'Hello,\n\tthe quiz\nwill not load\nThanks',
    );
  });

  it('strips invisible characters and trims the ends', () => {
    expect(message.parse('\n\u200BHello\uFEFF there\n\n')).toBe('Hello there');
  });

  it.each([
    ['NUL', 'Hello\u0000'],
    ['a vertical tab', 'Hello\u000Bthere'],
    ['a form feed', 'Hello\u000Cthere'],
    ['an escape', '\u001B[31mHello'],
    ['a lone high surrogate', 'Hello \uD83D'],
    ['a lone low surrogate', '\uDE00 Hello'],
  ])('refuses %s', (_, value) => {
    expect(messages(value)).toEqual(['The message contains a character that is not allowed.']);
  });

  it.each([['\u200B\n\u2060'], ['\t\r\n'], ['\uFEFF']])('treats %j as missing', (value) => {
    expect(messages(value)).toEqual(['Please enter your message.']);
  });
});

describe('the password field', () => {
  const parse = (password: unknown) =>
    answer(registrationRequestSchema, { ...VALID_FORM, password, passwordConfirmation: password }, 'password');

  it.each([...NOT_ALLOWED_CHARACTERS, ...INVISIBLE_CHARACTERS])(
    'refuses %s inside an otherwise valid password',
    (_, text) => {
      // Invisible characters are refused, not stripped: a password is kept exactly as typed.
      const { messages } = parse(inside(VALID_PASSWORD, text));

      expect(messages).toEqual(['The password contains a character that is not allowed.']);
    },
  );

  it.each(INVISIBLE_CHARACTERS)('refuses a password of only %s', (_, text) => {
    const { messages } = parse(text);

    expect(messages).toContain('The password must be at least 14 characters.');
    expect(messages).toContain('The password contains a character that is not allowed.');
  });

  it('keeps the password exactly as typed, joiners of emoji included', () => {
    const password = 'Pass \u{1F469}\u200D\u{1F4BB} 2024 word';

    expect(parse(password)).toEqual({ messages: [], value: password });
  });
});
