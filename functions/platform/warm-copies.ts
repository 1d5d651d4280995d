/**
 * Keeps `value` under `key` in a warm function's copy `copies` as its newest entry, and drops the
 * oldest entries past `kept`, so a long-lived function's memory stays bounded however many
 * clients, tokens or schools it serves (a Map iterates in insertion order: the first is the oldest).
 */
export function keepNewest<K, V>(copies: Map<K, V>, key: K, value: V, kept: number): void {
  copies.delete(key);
  copies.set(key, value);
  for (const oldest of copies.keys()) {
    if (copies.size <= kept) break;
    copies.delete(oldest);
  }
}
