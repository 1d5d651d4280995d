/**
 * Blocking: instead of comparing every file row with every account (20,000 × 20,000 pairs), each
 * side is filed under a few keys and only pairs sharing a key are compared. Every name key keeps
 * one of the two names whole, so buckets stay small even for the commonest names, and each key
 * survives one kind of change, so a pair with one change is always found:
 *
 * | key | made of | survives |
 * |---|---|---|
 * | P  | first given name + each family name token | exact names, middle names, shortened double family names |
 * | K  | family name + all given names run together | 'Mary Jane' / 'Maryjane' |
 * | GS | first given name + Soundex of the family name | family names that sound alike |
 * | FS | family name + Soundex of the first given name | given names that sound alike |
 * | SS | Soundex of both | slips in both names that keep their sound |
 * | GX | first given name + the family name with any one letter left out | any one slip in the family name |
 * | FX | family name + the first given name with any one letter left out | any one slip in the given name |
 * | N, NS | nickname group of the first given name + family name, or its Soundex | Bob / Robert, Peggy / Margaret, also with a slip in the family name |
 * | T  | all name tokens sorted | names spread differently over the two fields |
 * | G, H | first given name, when one side has no family name | blank last names |
 * | I, D | Student ID; its significant digits | same ID, a new format |
 * | S5, S4 | last 5 (or 4) significant digits, see addIdentifierKeys | the old number inside a new one |
 * | E, M | email; its mailbox name | same email, a new domain |
 * | A | NameID | the sign-on identity |
 *
 * GX and FX are deletion neighbourhoods: two words one typing slip apart (a wrong, missing, extra
 * or swapped letter) always share a word with one letter left out, or one is the other with a
 * letter left out. Entries are looked up under the keys of their name as written and, for swapped
 * first and last names, under the T, GS and FS keys of the swapped name. Keys are scoped to a partition (the school). Very large buckets (a key
 * shared by more than MAX_BUCKET_SIZE entries) are not searched: such a key says nothing, and the
 * other keys of a real pair still find it.
 */
import { nicknameGroups } from './nicknames';
import type { PersonName } from './normalise-name';
import type { MatchProfile } from './match-rules';

export const MAX_BUCKET_SIZE = 500;

/** A key within a partition; single-school imports have one partition, '', and need no prefix. */
export function scopedKey(partition: string, key: string): string {
  return partition === '' ? key : `${partition}\u0001${key}`;
}

// Keys are 32-bit hashes rather than strings: tens of thousands of entries with some twenty keys
// each would otherwise allocate half a million strings. Two keys with the same hash only add a
// spurious candidate, which the comparison then rejects.

const enum KeyKind {
  P = 1,
  K,
  GS,
  FS,
  SS,
  GX,
  FX,
  N,
  NS,
  T,
  G,
  H,
  I,
  D,
  S5,
  S4All,
  S4Short,
  E,
  M,
  A,
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function mixCode(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** Hash state after (partition, kind, first) and the separator. */
function keyPrefix(partition: number, kind: KeyKind, first: string): number {
  let hash = mixCode(mixCode(FNV_OFFSET, partition), kind);
  for (let index = 0; index < first.length; index += 1) hash = mixCode(hash, first.charCodeAt(index));
  return mixCode(hash, 0x7c);
}

/** Finishes a key from its prefix state with `second`, leaving out the letter at `skip`. */
function keyFinish(prefix: number, second: string, skip = -1): number {
  let hash = prefix;
  for (let index = 0; index < second.length; index += 1)
    if (index !== skip) hash = mixCode(hash, second.charCodeAt(index));
  // 30 bits: small integers stay unboxed in V8, so key lists allocate nothing per key.
  return hash & 0x3fffffff;
}

/** Hash of (partition, kind, first, second). */
function keyHash(partition: number, kind: KeyKind, first: string, second = ''): number {
  return keyFinish(keyPrefix(partition, kind, first), second);
}

function partitionHash(partition: string): number {
  if (partition === '') return 0;
  let hash = FNV_OFFSET;
  for (let index = 0; index < partition.length; index += 1) hash = mixCode(hash, partition.charCodeAt(index));
  return hash | 0;
}

/** The word itself and, for each position, the word with that letter left out. */
function addDeletionNeighbourhood(keys: number[], partition: number, kind: KeyKind, fixed: string, word: string): void {
  const prefix = keyPrefix(partition, kind, fixed);
  keys.push(keyFinish(prefix, word));
  if (word.length < 2) return;
  for (let index = 0; index < word.length; index += 1) {
    // Leaving out either letter of a doubled pair gives the same word: one key is enough.
    if (index > 0 && word.charCodeAt(index) === word.charCodeAt(index - 1)) continue;
    keys.push(keyFinish(prefix, word, index));
  }
}

/**
 * Name keys of an entry. A few keys are only needed on one side: a single given name's K key
 * would repeat its FX whole-word key and a single family name's P key its GX whole-word key, so
 * they are filed only for multi-word names, and searchers also look up the whole-word keys.
 * Searching with the swapped name uses only the keys for pure swaps and swaps with a slip.
 */
function addNameKeys(
  keys: number[],
  partition: number,
  name: PersonName,
  side: 'filing' | 'searching' | 'searching swapped',
): void {
  const firstGiven = name.given[0];
  if (firstGiven === undefined) return;
  const family = name.familyKey;
  if (family === '') {
    keys.push(keyHash(partition, KeyKind.G, firstGiven));
    return;
  }
  const filing = side === 'filing';
  keys.push(
    keyHash(partition, KeyKind.GS, firstGiven, name.familySound),
    keyHash(partition, KeyKind.FS, family, name.givenSound),
    keyHash(partition, KeyKind.SS, name.givenSound, name.familySound),
    keyHash(partition, KeyKind.T, name.sortedTokens),
  );
  if (side === 'searching swapped') return;
  if (!filing || name.given.length > 1) keys.push(keyHash(partition, KeyKind.K, family, name.givenKey));
  if (!filing && name.given.length > 1) keys.push(keyHash(partition, KeyKind.FX, family, name.givenKey));
  if (!filing || name.family.length > 1)
    for (const token of name.family) keys.push(keyHash(partition, KeyKind.P, firstGiven, token));
  if (!filing && name.family.length > 1)
    for (const token of name.family) keys.push(keyHash(partition, KeyKind.GX, firstGiven, token));
  addDeletionNeighbourhood(keys, partition, KeyKind.GX, firstGiven, family);
  addDeletionNeighbourhood(keys, partition, KeyKind.FX, family, firstGiven);
  for (const group of nicknameGroups(firstGiven)) {
    keys.push(
      keyHash(partition, KeyKind.N, family, String(group)),
      keyHash(partition, KeyKind.NS, name.familySound, String(group)),
    );
  }
}

/**
 * 'Old number inside the new one' pairs share their shorter number's digits as a suffix (4 or more).
 * Filing everyone under their last 4 digits would make buckets grow with the school, so:
 * entries are filed under their last 5 digits, under their last 4 when they have exactly 4, and
 * in a separate 'all' kind under their last 4. Searchers with 5 or more digits look up their last
 * 5 and the exactly-4 kind; searchers with exactly 4 look up the 'all' kind (its big buckets are
 * only read for the rare 4-digit IDs).
 */
function addIdentifierKeys(keys: number[], partition: number, profile: MatchProfile, searching: boolean): void {
  const { studentIdKey: key, studentIdDigits: digits } = profile;
  if (key !== '') keys.push(keyHash(partition, KeyKind.I, key));
  if (digits !== '') {
    keys.push(keyHash(partition, KeyKind.D, digits));
    const lastFour = digits.slice(-4);
    if (digits.length >= 5) keys.push(keyHash(partition, KeyKind.S5, digits.slice(-5)));
    if (searching) {
      if (digits.length >= 5) keys.push(keyHash(partition, KeyKind.S4Short, lastFour));
      else if (digits.length === 4) keys.push(keyHash(partition, KeyKind.S4All, lastFour));
    } else {
      if (digits.length >= 4) keys.push(keyHash(partition, KeyKind.S4All, lastFour));
      if (digits.length === 4) keys.push(keyHash(partition, KeyKind.S4Short, lastFour));
    }
  }
  if (profile.email !== '') {
    keys.push(keyHash(partition, KeyKind.E, profile.email));
    const mailbox = profile.email.split('@')[0] ?? '';
    if (mailbox.length >= 3) keys.push(keyHash(partition, KeyKind.M, mailbox));
  }
  for (const nameId of profile.nameIds) keys.push(keyHash(partition, KeyKind.A, nameId));
}

/**
 * How far an entry must be findable: 'all' (a row that may be offered any possible match), or
 * 'duplicates' (a row that already has its certain match, which only needs to find second
 * accounts of the same person: same name or a middle name, a nickname, swapped or reordered
 * names, the same Student ID or NameID). 'duplicates' files a handful of keys instead of twenty,
 * which keeps the index small for the large majority of rows that are matched with certainty.
 */
export type Reach = 'all' | 'duplicates';

/** Keys an entry is filed under. */
export function filingKeys(profile: MatchProfile, reach: Reach = 'all', keys: number[] = []): number[] {
  const scope = partitionHash(profile.partition);
  keys.length = 0;
  const name: PersonName = profile;
  const firstGiven = name.given[0];
  if (reach === 'duplicates') {
    if (firstGiven !== undefined) {
      if (name.familyKey === '') keys.push(keyHash(scope, KeyKind.G, firstGiven));
      else {
        keys.push(
          keyHash(scope, KeyKind.K, name.familyKey, name.givenKey),
          keyHash(scope, KeyKind.T, name.sortedTokens),
          keyHash(scope, KeyKind.H, firstGiven),
        );
        for (const token of name.family) keys.push(keyHash(scope, KeyKind.P, firstGiven, token));
        for (const group of nicknameGroups(firstGiven))
          keys.push(keyHash(scope, KeyKind.N, name.familyKey, String(group)));
      }
    }
    const { studentIdKey: key, studentIdDigits: digits } = profile;
    if (key !== '') keys.push(keyHash(scope, KeyKind.I, key));
    if (digits !== '') keys.push(keyHash(scope, KeyKind.D, digits));
    if (profile.email !== '') keys.push(keyHash(scope, KeyKind.E, profile.email));
    for (const nameId of profile.nameIds) keys.push(keyHash(scope, KeyKind.A, nameId));
    return keys;
  }
  addNameKeys(keys, scope, name, 'filing');
  addIdentifierKeys(keys, scope, profile, false);
  if (firstGiven !== undefined && name.familyKey !== '') keys.push(keyHash(scope, KeyKind.H, firstGiven));
  return keys;
}

/** Keys an entry is looked up with: its own, those of its swapped name, and the blank-family-name keys. */
export function searchKeys(profile: MatchProfile, keys: number[] = []): number[] {
  const scope = partitionHash(profile.partition);
  keys.length = 0;
  addNameKeys(keys, scope, profile, 'searching');
  addNameKeys(keys, scope, profile.swapped, 'searching swapped');
  addIdentifierKeys(keys, scope, profile, true);
  const firstGiven = profile.given[0];
  if (firstGiven !== undefined) keys.push(keyHash(scope, profile.familyKey === '' ? KeyKind.H : KeyKind.G, firstGiven));
  return keys;
}

/**
 * Hash multimap in typed arrays: each distinct key hash owns a slot (open addressing) that heads
 * a chain of entries. A slot's hash, chain head and entry count sit side by side, and so do an
 * entry's value and next link, so a lookup touches few cache lines; and there are no per-key
 * objects, so filing 20,000 rows creates almost no garbage.
 */
export class CandidateIndex {
  /** Per slot: [key hash, first entry or -1, number of entries]. */
  private readonly slots: Int32Array;
  private readonly slotMask: number;
  /** Per entry: [filed index, next entry or -1]. */
  private readonly entries: Int32Array;
  private entryCount = 0;
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly searchScratch: number[] = [];

  /** `reachOf` says how findable each entry must be, or null to leave it out. */
  constructor(profiles: readonly MatchProfile[], reachOf: (index: number) => Reach | null) {
    // Room for about 16 keys per entry to start with; it grows when needed.
    let filed = new Int32Array(Math.max(2048, profiles.length * 32));
    let total = 0;
    const keys: number[] = [];
    profiles.forEach((profile, index) => {
      const reach = reachOf(index);
      if (reach === null) return;
      for (const key of filingKeys(profile, reach, keys)) {
        if (total * 2 === filed.length) filed = grow(filed);
        filed[total * 2] = key;
        filed[total * 2 + 1] = index;
        total += 1;
      }
    });
    let slotCount = 16;
    // At most 80% full (many entries share a key, so usually far less), which keeps probing short,
    // always leaves empty slots for lookups to stop at, and keeps the table small enough for the
    // processor cache.
    while (slotCount * 4 < total * 5 + 4) slotCount *= 2;
    this.slotMask = slotCount - 1;
    this.slots = new Int32Array(slotCount * 3);
    for (let slot = 0; slot < slotCount; slot += 1) this.slots[slot * 3 + 1] = -1;
    this.entries = new Int32Array(Math.max(total, 1) * 2);
    this.seen = new Int32Array(profiles.length);
    for (let entry = 0; entry < total; entry += 1) this.add(filed[entry * 2] as number, filed[entry * 2 + 1] as number);
  }

  /** Offset of the slot for `hash` in `slots`: its own, or the empty one where it would go. */
  private slotOf(hash: number): number {
    let slot = (Math.imul(hash, 0x9e3779b1) >>> 0) & this.slotMask;
    while (this.slots[slot * 3 + 1] !== -1 && this.slots[slot * 3] !== hash) slot = (slot + 1) & this.slotMask;
    return slot * 3;
  }

  private add(hash: number, value: number): void {
    const offset = this.slotOf(hash);
    const head = this.slots[offset + 1] as number;
    // The same entry filed twice under one key (e.g. identical deletion words) is stored once.
    if (head !== -1 && this.entries[head * 2] === value) return;
    const entry = this.entryCount;
    this.entryCount += 1;
    this.entries[entry * 2] = value;
    this.entries[entry * 2 + 1] = head;
    this.slots[offset] = hash;
    this.slots[offset + 1] = entry;
    this.slots[offset + 2] = (this.slots[offset + 2] as number) + 1;
  }

  /** Indexes of filed entries sharing at least one key with `profile`, each once. */
  candidates(profile: MatchProfile): number[] {
    this.stamp += 1;
    const found: number[] = [];
    for (const key of searchKeys(profile, this.searchScratch)) {
      const offset = this.slotOf(key);
      if (this.slots[offset + 1] === -1 || (this.slots[offset + 2] as number) > MAX_BUCKET_SIZE) continue;
      for (let entry = this.slots[offset + 1] as number; entry !== -1; entry = this.entries[entry * 2 + 1] as number) {
        const index = this.entries[entry * 2] as number;
        if (this.seen[index] === this.stamp) continue;
        this.seen[index] = this.stamp;
        found.push(index);
      }
    }
    return found;
  }
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2);
  larger.set(array);
  return larger;
}
