import { MATCH_TABLE_TRUNCATE_LENGTH } from './constants';

/** Spec §2/§9: the match table shows school names and NameIDs as 10 characters and an ellipsis. */
export function truncateForMatchTable(text: string): string {
  const characters = [...text];
  return characters.length > MATCH_TABLE_TRUNCATE_LENGTH
    ? `${characters.slice(0, MATCH_TABLE_TRUNCATE_LENGTH).join('')}…`
    : text;
}
