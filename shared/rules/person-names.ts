/**
 * How staff find an account by name (the Users search): names are compared lower case, accents
 * and punctuation removed, words separated by one space. An account is indexed by its last name
 * then its first name; a query is tried as a last name's beginning, or as a first and a last name
 * in either order (`Jane Smith`, `Smith Jane`, `Smith, Jane`), the last name's beginning and the
 * first name's beginning matching.
 */

/** Lower case, accents removed, anything but letters and digits a single space, trimmed. */
export function normaliseName(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The characters of the last name that choose its partition of the name index. */
export const NAME_PARTITION_LENGTH = 2;

/** The shortest name query: one partition of the index. */
export const MIN_NAME_QUERY_LENGTH = NAME_PARTITION_LENGTH;

/** The most ways one query is tried (each one Query of the index). */
export const MAX_NAME_READINGS = 5;

export interface NameReading {
  /** The beginning of the last name. */
  last: string;
  /** The beginning of the first name, or '' for any. */
  first: string;
}

/**
 * The ways a query may name an account, most likely first: the whole query as a last name, then
 * each split of its words into a first and a last name, both ways round. Readings whose last name
 * is shorter than a partition key are left out (they cannot choose a partition).
 */
export function nameReadings(query: string): NameReading[] {
  const words = normaliseName(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const readings: NameReading[] = [{ last: words.join(' '), first: '' }];
  for (let split = 1; split < words.length; split += 1) {
    const before = words.slice(0, split).join(' ');
    const after = words.slice(split).join(' ');
    readings.push({ last: before, first: after }, { last: after, first: before });
  }
  const seen = new Set<string>();
  return readings
    .filter((reading) => reading.last.length >= MIN_NAME_QUERY_LENGTH)
    .filter((reading) => {
      const key = `${reading.last}#${reading.first}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_NAME_READINGS);
}

/** The partition value of a last name (already normalised): its first characters, padded when shorter. */
export function namePartitionOf(normalisedLast: string): string {
  return normalisedLast.slice(0, NAME_PARTITION_LENGTH).padEnd(NAME_PARTITION_LENGTH, '_');
}
