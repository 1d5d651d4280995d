/**
 * A stable shard 0–(count − 1) for an id: items of one busy pattern (a day's sign-ins, the
 * contact list of one role) spread over several partitions, and one id always lands in the same one.
 */
export function shardOf(id: string, count: number): number {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % count;
}
