/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbouring letters), the
 * number of single typing slips between two names. Stops early once `maximum` is exceeded and then
 * returns maximum + 1, so comparing long unrelated names costs little.
 */
let rowBuffers: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

export function typingDistance(left: string, right: string, maximum: number): number {
  if (left === right) return 0;
  if (Math.abs(left.length - right.length) > maximum) return maximum + 1;
  const width = right.length + 1;
  if (rowBuffers[0].length < width)
    rowBuffers = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  // Three reused rows: the one before the previous (for swaps), the previous and the current.
  let [beforePrevious, previous, current] = rowBuffers;
  for (let column = 0; column < width; column += 1) previous[column] = column;
  for (let row = 1; row <= left.length; row += 1) {
    current[0] = row;
    let rowMinimum = row;
    const leftCode = left.charCodeAt(row - 1);
    for (let column = 1; column <= right.length; column += 1) {
      const rightCode = right.charCodeAt(column - 1);
      const cost = leftCode === rightCode ? 0 : 1;
      let value = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        (previous[column - 1] as number) + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        leftCode === right.charCodeAt(column - 2) &&
        left.charCodeAt(row - 2) === rightCode
      ) {
        value = Math.min(value, (beforePrevious[column - 2] as number) + 1);
      }
      current[column] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > maximum) return maximum + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[right.length] as number;
  return distance > maximum ? maximum + 1 : distance;
}

/** Slips we forgive in a name of this length: none in very short names, where one letter makes another name. */
export function allowedTypos(length: number): number {
  if (length >= 10) return 2;
  if (length >= 4) return 1;
  return 0;
}
