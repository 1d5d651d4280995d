/**
 * Runs `work` on every item, at most `size` at a time. Hundreds of calls at once open as many
 * sockets to the local stand-ins, and on a busy two-core machine some wait past the SDK's
 * connection timeout; a group at a time keeps a test's setup inside it.
 */
export async function inGroups<Item>(items: readonly Item[], size: number, work: (item: Item) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/** Splits a list into lists of `size` (a batch write's 25, say), for writing a group of them at a time. */
export function chunksOf<Item>(items: readonly Item[], size: number): Item[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
