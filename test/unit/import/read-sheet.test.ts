import * as XLSX from 'xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headingLineDelimiter } from '../../../shared/import/delimiter';
import { readSheetGrid } from '../../../shared/import/read-sheet';

const textGrid = (text: string) => readSheetGrid(new TextEncoder().encode(text), 'text');

describe('reading CSV text', () => {
  it.each([
    [
      'commas and CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'LF and no final line break',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'old Mac CR',
      'a,b\r1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'quoted delimiters, quotes and line breaks',
      'name,note\n"Lee, Ann","said ""hi""\nthen left"\n',
      [
        ['name', 'note'],
        ['Lee, Ann', 'said "hi"\nthen left'],
      ],
    ],
    ['empty cells and a trailing delimiter', 'a,,c,\n', [['a', '', 'c', '']]],
    ['blank lines', 'a\n\nb\n', [['a'], [''], ['b']]],
    ['spaces kept as written', ' a , b \n', [[' a ', ' b ']]],
    [
      'semicolons, as European Excel writes',
      'a;b\n1,5;2\n',
      [
        ['a', 'b'],
        ['1,5', '2'],
      ],
    ],
    [
      'tabs',
      'a\tb\n1\t2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      "Excel's sep= line",
      'sep=|\r\na|b\r\n1|2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'IDs, exponents and dates as written',
      'id,x\n00123,1e5\n2026-01-02,0.50\n',
      [
        ['id', 'x'],
        ['00123', '1e5'],
        ['2026-01-02', '0.50'],
      ],
    ],
  ])('reads %s', (_, text, rows) => {
    expect(textGrid(text).rows).toEqual(rows);
  });

  it('reads back whatever SheetJS writes as CSV', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'B', ' ', ',', '"', '\n', 'é', '7', ';') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 6 }), (rows) => {
        // Prepare: a first row without delimiters or quotes, so the comma is the only sensible guess.
        const sheet = XLSX.utils.aoa_to_sheet([['First', 'Second'], ...rows]);

        // Act
        const grid = textGrid(XLSX.utils.sheet_to_csv(sheet, { blankrows: true, strip: false }));

        // Assess
        expect(grid.rows.slice(1).map((row) => [row[0] ?? '', row[1] ?? ''])).toEqual(rows);
      }),
    );
  });
});

describe('the delimiter of a text file', () => {
  it('comes from the heading line, whatever the data holds', () => {
    expect(textGrid('First,Second\n,;;;\n').rows).toEqual([
      ['First', 'Second'],
      ['', ';;;'],
    ]);
    expect(headingLineDelimiter('"a;b;c",d,e\nx;y;z;w')).toBe(',');
    expect(headingLineDelimiter('no delimiters here')).toBe(',');
    expect(headingLineDelimiter('sep=|\r\na,b|c')).toBe('|');
  });
});
