/**
 * SMART Tool roster benchmark: `npx tsx test/bench/import.bench.ts`.
 *
 * For N = 1,000, 5,000 and 15,000 (the file limit, MAX_IMPORT_ROWS) existing students it
 * generates (seeded, so every run is the same) the school's accounts and the new year's file with
 * realistic changes and known truth (test/unit/import/support/roster-generator.ts), writes the
 * file as CSV bytes, and times readImportFile + prepareImport (median of 15 runs after a warm-up,
 * the sizes taking turns). It prints the quality of the proposal against the truth and exits
 * non-zero when a target is missed:
 *
 * - certain matches: precision 1.0 (a wrong automatic merge destroys a child's history);
 * - certain + possible matches: recall at least 0.95 of the true pairs;
 * - read + prepare of 5,000 rows against 5,000 accounts under 1 s;
 * - 15,000 no more than 3.75 × the time of 5,000 (the median ratio of back-to-back runs: three
 *   times the rows, with the same 25 % allowance for growth above linear as before).
 */
import { performance } from 'node:perf_hooks';
import { prepareImport, readImportFile } from '../../shared/import';
import type { ImportPrepareResponse } from '../../shared/import';
import { generateRoster, rosterCsv } from '../unit/import/support/roster-generator';

const SIZES = [1_000, 5_000, 15_000] as const;
/** Timed runs per size; the median is reported. */
const RUNS = 15;
const SEED = 20_250_101;

interface Quality {
  truePairs: number;
  certainPairs: number;
  certainCorrect: number;
  possiblePairs: number;
  possibleCorrect: number;
  groups: number;
}

function readAndPrepare(bytes: Uint8Array, existingUsers: Parameters<typeof prepareImport>[1]): ImportPrepareResponse {
  const read = readImportFile(bytes, 'students.csv', { schoolRole: 'student' });
  if (!read.ok)
    throw new Error(`The generated file did not read: ${read.errors.map((error) => error.message).join('; ')}`);
  return prepareImport(read.rows, existingUsers, {
    schoolId: 'school-1',
    schoolRole: 'student',
    hasClassColumn: read.hasClassColumn,
    unusedColumns: read.unusedColumns,
    warnings: read.warnings,
  });
}

function measureQuality(response: ImportPrepareResponse, truth: readonly string[][]): Quality {
  // Generated rows are numbered from 2 (row 1 holds the headings).
  const truthOf = (recordKey: string): readonly string[] => truth[Number(recordKey.slice('row-'.length)) - 2] ?? [];
  const quality: Quality = {
    truePairs: truth.reduce((sum, ids) => sum + ids.length, 0),
    certainPairs: 0,
    certainCorrect: 0,
    possiblePairs: 0,
    possibleCorrect: 0,
    groups: response.possibleMatchGroups.length,
  };
  for (const record of response.import) {
    if (!record.certainMatch) continue;
    quality.certainPairs += 1;
    if (truthOf(record.key).includes(record.certainMatch.userId)) quality.certainCorrect += 1;
  }
  for (const group of response.possibleMatchGroups) {
    for (const userId of group.userIds) {
      quality.possiblePairs += 1;
      if (truthOf(group.recordKey).includes(userId)) quality.possibleCorrect += 1;
    }
  }
  return quality;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ratio = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);
const fixed = (value: number, digits: number): string => value.toFixed(digits);

interface Result {
  size: number;
  fileRows: number;
  milliseconds: number;
  certainPrecision: number;
  certainRecall: number;
  possiblePrecision: number;
  combinedRecall: number;
  possibleGroups: number;
}

interface Workload {
  size: number;
  fileRows: number;
  existingUsers: Parameters<typeof prepareImport>[1];
  bytes: Uint8Array;
  quality: Quality;
  timings: number[];
}

// Each roster is generated, written as CSV and judged once (the proposal is deterministic; this
// also warms up the JIT). Only what the timed runs need is kept, so the benchmark's own data does
// not weigh on the garbage collector during them.
const workloads: Workload[] = SIZES.map((size) => {
  const roster = generateRoster(size, SEED + size);
  const bytes = new TextEncoder().encode(rosterCsv(roster.fileRows));
  const quality = measureQuality(readAndPrepare(bytes, roster.existingUsers), roster.truth);
  return { size, fileRows: roster.fileRows.length, existingUsers: roster.existingUsers, bytes, quality, timings: [] };
});

// Timed runs take turns between the sizes, so a busy moment on the machine does not favour one size.
for (let round = 0; round < RUNS; round += 1) {
  for (const workload of workloads) {
    const started = performance.now();
    readAndPrepare(workload.bytes, workload.existingUsers);
    workload.timings.push(performance.now() - started);
  }
}

const results: Result[] = workloads.map(({ size, fileRows, quality, timings }) => ({
  size,
  fileRows,
  milliseconds: median(timings),
  certainPrecision: ratio(quality.certainCorrect, quality.certainPairs),
  certainRecall: ratio(quality.certainCorrect, quality.truePairs),
  possiblePrecision: ratio(quality.possibleCorrect, quality.possiblePairs),
  combinedRecall: ratio(quality.certainCorrect + quality.possibleCorrect, quality.truePairs),
  possibleGroups: quality.groups,
}));

const timeOf = (size: number): number => results.find((result) => result.size === size)?.milliseconds ?? Number.NaN;
// The growth from 5,000 to 15,000 is judged on runs made back to back (a paired measurement), so
// that other work on the machine, which comes and goes, affects both sides of each ratio alike.
const timingsOf = (size: number): number[] => workloads.find((workload) => workload.size === size)?.timings ?? [];
const growth = median(
  timingsOf(15_000).map((milliseconds, round) => milliseconds / (timingsOf(5_000)[round] ?? Number.NaN)),
);
const checks = [
  { target: 'certain precision = 1.0 at every N', met: results.every((result) => result.certainPrecision === 1) },
  {
    target: 'certain + possible recall >= 0.95 at every N',
    met: results.every((result) => result.combinedRecall >= 0.95),
  },
  { target: `read + prepare 5,000 < 1000 ms (${fixed(timeOf(5_000), 0)} ms)`, met: timeOf(5_000) < 1000 },
  { target: `15,000 <= 3.75 x 5,000 (median of paired runs: ${fixed(growth, 2)} x)`, met: growth <= 3.75 },
];

const header = [
  'N accounts',
  'file rows',
  'read+prepare ms',
  'certain precision',
  'certain recall',
  'possible precision',
  'certain+possible recall',
  'groups',
];
const rows = results.map((result) => [
  result.size.toLocaleString('en-AU'),
  result.fileRows.toLocaleString('en-AU'),
  fixed(result.milliseconds, 0),
  fixed(result.certainPrecision, 4),
  fixed(result.certainRecall, 4),
  fixed(result.possiblePrecision, 4),
  fixed(result.combinedRecall, 4),
  String(result.possibleGroups),
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
const line = (cells: readonly string[]): string =>
  cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
console.log('SMART Tool import: generated rosters (seeded), read (CSV bytes) + prepare');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log('');
for (const check of checks) console.log(`${check.met ? 'met   ' : 'MISSED'}  ${check.target}`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
