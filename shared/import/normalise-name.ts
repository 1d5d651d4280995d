/**
 * Names reduced to comparable tokens: 'José O’Brien-Smith' → given ['jose'], family ['obrien', 'smith'].
 *
 * Accents are removed (spelling with and without them is the most common difference between a
 * school system and a hand-typed list), apostrophes vanish (O'Brien = OBrien), and every other
 * punctuation separates tokens (Mary-Jane = Mary Jane). Letters of any script are kept, so names
 * in non-Latin scripts still compare exactly. Sound codes are computed once per name because
 * every comparison needs them.
 */
import { soundex } from './phonetic';

const letterReplacements: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

const plainName = /^[A-Za-z ]*$/;

export function nameTokens(text: string): string[] {
  // Most names are plain letters: skip the Unicode work for them.
  if (plainName.test(text))
    return text
      .toLowerCase()
      .split(' ')
      .filter((token) => token !== '');
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþðı]/g, (letter) => letterReplacements[letter] ?? letter)
    .replace(/['’‘`´ʼ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

export type SoundCode = (token: string) => string;

function sortedTokensOf(given: readonly string[], family: readonly string[]): string {
  // Most names are one given and one family word: no array needed.
  if (given.length === 1 && family.length === 1) {
    const [first, second] = [given[0] as string, family[0] as string];
    return first < second ? `${first} ${second}` : `${second} ${first}`;
  }
  return [...given, ...family].sort().join(' ');
}

/**
 * A normalised name. The full key, sound codes, sorted tokens and the swapped name are worked out
 * on first use: most rows are matched by their identifiers and never need them.
 */
export class PersonName {
  /** Given name tokens joined without spaces: 'Mary Jane' and 'Mary-Jane' both give 'maryjane'. */
  readonly givenKey: string;
  readonly familyKey: string;
  private fullKeyText: string | undefined = undefined;
  private givenSoundCode: string | undefined = undefined;
  private familySoundCode: string | undefined = undefined;
  private sortedTokensText: string | undefined = undefined;
  private swappedName: PersonName | undefined = undefined;

  constructor(
    readonly given: readonly string[],
    readonly family: readonly string[],
    private readonly sound: SoundCode = soundex,
  ) {
    this.givenKey = given.length === 1 ? (given[0] as string) : given.join('');
    this.familyKey = family.length === 1 ? (family[0] as string) : family.join('');
  }

  /** Given and family name keys together: equal for the same name after normalisation. */
  get fullKey(): string {
    this.fullKeyText ??= `${this.givenKey}|${this.familyKey}`;
    return this.fullKeyText;
  }

  /** The same given and family name after normalisation. */
  sameAs(other: PersonName): boolean {
    return this.givenKey === other.givenKey && this.familyKey === other.familyKey;
  }

  /** Soundex of the first given name token. */
  get givenSound(): string {
    this.givenSoundCode ??= this.sound(this.given[0] ?? '');
    return this.givenSoundCode;
  }

  /** Soundex of the whole family name. */
  get familySound(): string {
    this.familySoundCode ??= this.sound(this.familyKey);
    return this.familySoundCode;
  }

  /** All tokens in alphabetical order: equal when the same words are spread differently over the two fields. */
  get sortedTokens(): string {
    this.sortedTokensText ??= sortedTokensOf(this.given, this.family);
    return this.sortedTokensText;
  }

  /** The same name with given and family swapped. */
  get swapped(): PersonName {
    if (!this.swappedName) {
      const swapped = new PersonName(this.family, this.given, this.sound);
      swapped.swappedName = this;
      this.swappedName = swapped;
    }
    return this.swappedName;
  }
}

export function personName(firstName: string, lastName: string): PersonName {
  return new PersonName(nameTokens(firstName), nameTokens(lastName));
}

export function swappedName(name: PersonName): PersonName {
  return name.swapped;
}

/**
 * personName with memory: a school repeats the same given and family names many times, so
 * tokens and sound codes are worked out once per distinct spelling. One instance per import.
 */
export class NameNormaliser {
  private readonly tokens = new Map<string, readonly string[]>();
  private readonly sounds = new Map<string, string>();
  /** Soundex with memory. */
  readonly sound: SoundCode = (token) => {
    let code = this.sounds.get(token);
    if (code === undefined) {
      code = soundex(token);
      this.sounds.set(token, code);
    }
    return code;
  };

  personName(firstName: string, lastName: string): PersonName {
    return new PersonName(this.tokensOf(firstName), this.tokensOf(lastName), this.sound);
  }

  /** nameTokens with memory. */
  tokensOf(text: string): readonly string[] {
    let tokens = this.tokens.get(text);
    if (!tokens) {
      tokens = nameTokens(text);
      this.tokens.set(text, tokens);
    }
    return tokens;
  }
}
