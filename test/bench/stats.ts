/** Small helpers shared by the benchmarks: timing loops, percentiles and a plain table. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function timeEach(count: number, action: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return samples;
}

export function printTable(headings: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const cells = [headings, ...rows].map((row) =>
    row.map((cell) => (typeof cell === 'number' ? cell.toFixed(cell >= 100 ? 0 : 2) : cell)),
  );
  const widths = headings.map((_, column) => Math.max(...cells.map((row) => String(row[column] ?? '').length)));
  const line = (row: readonly (string | number)[]) =>
    row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(cells[0] ?? []));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** A bench's targets: each printed as met or MISSED with what was measured; true when all are met. */
export function reportTargets(targets: ReadonlyArray<readonly [boolean, string]>): boolean {
  console.log('\nTargets');
  for (const [ok, text] of targets) console.log(`${ok ? 'met   ' : 'MISSED'}  ${text}`);
  return targets.every(([ok]) => ok);
}
