import { stringify } from 'csv-stringify/sync';

export interface CsvColumn {
  key: string;
  header: string;
}

/**
 * CSV as spreadsheets read it: a header row, CRLF line ends, and a byte-order mark so UTF-8
 * names survive. Every cell a spreadsheet would read as a formula (beginning with =, +, -, @, a
 * tab or a carriage return, or their full-width forms) is neutralised with a leading apostrophe
 * (csv-stringify's escape_formulas), so a name typed as `=HYPERLINK(...)` stays text.
 */
export function spreadsheetCsv(
  records: readonly Record<string, string | number>[],
  columns: readonly CsvColumn[],
): string {
  return `\uFEFF${stringify([...records], { header: true, columns: [...columns], escape_formulas: true, record_delimiter: 'windows' })}`;
}

/**
 * The same CSV written in pieces (an export job writes its rows part by part): the header line
 * with the byte-order mark, then rows alone, each piece ending with CRLF, formulas neutralised.
 */
export function spreadsheetCsvHeader(headers: readonly string[]): string {
  return `\uFEFF${stringify([[...headers]], { escape_formulas: true, record_delimiter: 'windows' })}`;
}

export function spreadsheetCsvRows(rows: readonly (readonly (string | number)[])[]): string {
  return rows.length
    ? stringify(
        rows.map((row) => [...row]),
        { escape_formulas: true, record_delimiter: 'windows' },
      )
    : '';
}
