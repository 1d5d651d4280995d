/**
 * Turns file bytes into a grid of cell texts: the first sheet only, every cell as the text the
 * administrator sees in their spreadsheet program.
 *
 * - Text (CSV, and the HTML or XML tables some systems save as .xls) is decoded (file-content.ts)
 *   and read by SheetJS with `raw: true`, so '00123' stays '00123' and nothing is turned into a
 *   date or a number. Dense sheets keep a 20,000-row CSV at about 18 ms.
 * - In workbooks a number cell gives its formatted text (a Student ID formatted '00000' keeps its
 *   zeros), except when Excel would show it in scientific notation: then all its digits.
 * - Workbooks are read with a row cap, so a small compressed file cannot expand into millions of
 *   rows. A sheet whose used range goes past the cap is too large only when the rows at the cap
 *   still hold data: Excel often records formatted but empty rows far down a sheet.
 */
import * as XLSX from 'xlsx';
import { MAX_IMPORT_ROWS } from './constants';
import { headingLineDelimiter } from './delimiter';
import { decodeText } from './file-content';
import type { FileContentKind } from './file-content';

export interface SheetGrid {
  sheetName: string;
  /** Rows of cell texts from the first row of the sheet's used range. */
  rows: string[][];
  /** Spreadsheet row number of rows[0]. */
  firstRowNumber: number;
  /** Names of further sheets that hold data (they are ignored). */
  otherSheetsWithData: string[];
  /** More data rows than MAX_IMPORT_ROWS. */
  tooManyRows: boolean;
}

export class SheetReadError extends Error {
  constructor(
    message: string,
    readonly kind: 'password-protected' | 'corrupt',
  ) {
    super(message);
    this.name = 'SheetReadError';
  }
}

const WORKBOOK_ROW_CAP = MAX_IMPORT_ROWS + 2;

export function readSheetGrid(bytes: Uint8Array, kind: FileContentKind): SheetGrid {
  const workbook = parseWorkbook(bytes, kind);
  const [firstName, ...otherNames] = workbook.SheetNames;
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  if (firstName === undefined || !sheet)
    return { sheetName: '', rows: [], firstRowNumber: 1, otherSheetsWithData: [], tooManyRows: false };

  const rows = sheetRows(sheet);
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : { s: { r: 0, c: 0 }, e: { r: -1, c: -1 } };
  const fullRef = (sheet as Record<string, unknown>)['!fullref'];
  const fullRange = typeof fullRef === 'string' ? XLSX.utils.decode_range(fullRef) : range;
  const lastReadRowHasData = rows.length > 0 && (rows[rows.length - 1] ?? []).some((cell) => cell !== '');
  const dataRows = rows.length - 1;
  const cappedWithMoreData = fullRange.e.r > range.e.r && lastReadRowHasData;
  return {
    sheetName: firstName,
    rows,
    firstRowNumber: range.s.r + 1,
    otherSheetsWithData: otherNames.filter((name) => {
      const other = workbook.Sheets[name];
      return other !== undefined && sheetRows(other, 200).some((row) => row.some((cell) => cell !== ''));
    }),
    tooManyRows: dataRows > MAX_IMPORT_ROWS || cappedWithMoreData,
  };
}

function parseWorkbook(bytes: Uint8Array, kind: FileContentKind): XLSX.WorkBook {
  const common: XLSX.ParsingOptions = {
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
  };
  try {
    if (kind === 'text') {
      const text = decodeText(bytes);
      return XLSX.read(text, {
        ...common,
        type: 'string',
        raw: true,
        sheetRows: WORKBOOK_ROW_CAP,
        FS: headingLineDelimiter(text),
      });
    }
    return XLSX.read(bytes, { ...common, type: 'array', sheetRows: WORKBOOK_ROW_CAP });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (/password|ECMA-376 Encrypted|EncryptedPackage/i.test(detail))
      throw new SheetReadError(detail, 'password-protected');
    throw new SheetReadError(detail, 'corrupt');
  }
}

function sheetRows(sheet: XLSX.WorkSheet, maximumRows = Number.POSITIVE_INFINITY): string[][] {
  const reference = sheet['!ref'];
  if (!reference) return [];
  const range = XLSX.utils.decode_range(reference);
  const dense = (sheet as XLSX.DenseWorkSheet)['!data'] as
    Array<Array<XLSX.CellObject | undefined> | undefined> | undefined;
  const rows: string[][] = [];
  const lastRow = Math.min(range.e.r, range.s.r + maximumRows - 1);
  for (let rowIndex = range.s.r; rowIndex <= lastRow; rowIndex += 1) {
    const cells = dense?.[rowIndex];
    const row: string[] = [];
    for (let columnIndex = range.s.c; columnIndex <= range.e.c; columnIndex += 1) {
      const cell = dense
        ? cells?.[columnIndex]
        : (sheet[XLSX.utils.encode_cell({ r: rowIndex, c: columnIndex })] as XLSX.CellObject | undefined);
      row.push(cellText(cell));
    }
    rows.push(row);
  }
  return rows;
}

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  switch (cell.t) {
    case 's':
      return typeof cell.v === 'string' ? cell.v : String(cell.v ?? cell.w ?? '');
    case 'n':
      if (cell.w !== undefined && !/e[+-]/i.test(cell.w)) return cell.w;
      return typeof cell.v === 'number' ? numberText(cell.v) : (cell.w ?? '');
    case 'b':
      return cell.w ?? (cell.v ? 'TRUE' : 'FALSE');
    case 'd':
      return cell.w ?? (cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v ?? ''));
    case 'e':
    case 'z':
      return '';
  }
}

function numberText(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
}
