import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { CardStudent, DocumentContext } from '../../../../functions/domain/student-documents/document-rows';
import { qrCodePng } from '../../../../functions/domain/student-documents/qr-code';
import { studentListCsv } from '../../../../functions/domain/student-documents/student-list-csv';
import {
  homeLettersPdf,
  loginCardsPdf,
  studentListPdf,
} from '../../../../functions/domain/student-documents/student-documents-pdf';
import { csvRows } from '../../../support/csv-rows';
import { pdfPageCount, pdfPages, pdfPieces, pdfText } from '../../../support/pdf-text';
import { oneBitPngPixels } from '../../../support/png-pixels';
import { PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../../../../shared/constants';

const CONTEXT: DocumentContext = {
  schoolName: 'Demo Primary',
  className: '4A',
  portalAddress: 'https://portal.example',
  showSchoolKey: true,
  schoolLanguage: null,
};

function student(overrides: Partial<CardStudent> & { id: string }): CardStudent {
  return {
    firstName: 'Mia',
    lastName: 'Lee',
    username: 'mia',
    password: 'apple-river-cloud7!',
    schoolKey: 'S-1',
    classNames: ['4A'],
    cardLink: `https://portal.example/card-sign-in?u=mia#${'T'.repeat(43)}`,
    ...overrides,
  };
}

/** The expected lines the text does not contain. */
function linesMissing(text: string, lines: readonly string[]): string[] {
  return lines.filter((line) => !text.includes(line));
}

const STUDENTS = [
  student({ id: 's2', firstName: 'Zoë', lastName: 'Adams', username: 'zoe', password: 'lemon-kite-sand4?' }),
  student({ id: 's1', firstName: 'Mia', lastName: 'Lee', username: 'mia' }),
  student({
    id: 's3',
    firstName: 'Ben',
    lastName: 'Adams',
    username: 'ben7k',
    password: null,
    schoolKey: null,
    cardLink: null,
  }),
];

describe('Export Student List (CSV)', () => {
  it('writes one row per student sorted by name, with the headings, passwords and classes', () => {
    // Act
    const csv = studentListCsv(STUDENTS, CONTEXT);
    const rows = csvRows(csv);

    // Assess
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows).toEqual([
      ['First Name', 'Last Name', 'Username', 'Password', 'Student ID', 'Classes'],
      ['Ben', 'Adams', 'ben7k', '', '', '4A'],
      ['Zoë', 'Adams', 'zoe', 'lemon-kite-sand4?', 'S-1', '4A'],
      ['Mia', 'Lee', 'mia', 'apple-river-cloud7!', 'S-1', '4A'],
    ]);
  });

  it('neutralises every cell a spreadsheet would read as a formula (=, +, -, @, tab) and keeps quotes and commas as text', () => {
    // Prepare
    const hostile = student({
      id: 'x',
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: '+1+2',
      schoolKey: '-3',
      username: '@SUM(A1)',
      password: '\tcmd',
      classNames: ['a,b', '=1'],
    });

    // Act
    const [, row] = csvRows(studentListCsv([hostile], CONTEXT));

    // Assess
    expect(row).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      `'+1+2`,
      `'@SUM(A1)`,
      `'\tcmd`,
      `'-3`,
      `a,b; =1`,
    ]);
  });

  it('leaves the Student ID column out when the provider hides it', () => {
    const [headings] = csvRows(studentListCsv(STUDENTS, { showSchoolKey: false }));
    expect(headings).toEqual(['First Name', 'Last Name', 'Username', 'Password', 'Classes']);
  });
});

describe('QR code of a login card', () => {
  it('is a PNG that a QR reader (jsQR) decodes back to the card link', () => {
    // Prepare
    const link = `https://portal.example/card-sign-in?u=mia7k#${'a1B2-_'.repeat(7)}x`;

    // Act
    const image = oneBitPngPixels(qrCodePng(link));
    const decoded = jsQR(image.data, image.width, image.height);

    // Assess
    expect(decoded?.data).toBe(link);
  });
});

describe('Printed documents (PDF)', () => {
  it('prints the student list: title, school, headings and a row per student sorted by name', async () => {
    // Act
    const pdf = await studentListPdf(STUDENTS, CONTEXT);
    const [page] = pdfPages(pdf);

    // Assess
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(page).toEqual([
      'Class: 4A',
      'Demo Primary',
      'Name Username Password Student ID',
      'Ben Adams ben7k',
      'Zoë Adams zoe lemon-kite-sand4? S-1',
      'Mia Lee mia apple-river-cloud7! S-1',
      'Demo Primary · page 1 of 1',
    ]);
  });

  it('prints a login card per student with name, class, username, password, the portal address and a QR code when a link was issued', async () => {
    // Act
    const pdf = await loginCardsPdf(STUDENTS, CONTEXT);
    const text = pdfText(pdf);

    // Assess
    expect(pdfPageCount(pdf)).toBe(1);
    expect(
      linesMissing(text, [
        'Ben Adams Zoë Adams',
        'Username: ben7k Username: zoe',
        'Password: (none: signs in through the school) Password: lemon-kite-sand4?',
      ]),
    ).toEqual([]);
    expect(
      linesMissing(text, [
        'Mia Lee',
        'Password: apple-river-cloud7!',
        'Class: 4A',
        'Sign in at https://portal.example',
      ]),
    ).toEqual([]);
    // Two of the three students have a card link: two images.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(text).not.toContain('TTTTTTTT');
  });

  it('puts eight cards on a page', async () => {
    const many = Array.from({ length: 17 }, (_, index) =>
      student({ id: `s${index}`, firstName: `Kid${String(index).padStart(2, '0')}` }),
    );
    expect(pdfPageCount(await loginCardsPdf(many, CONTEXT))).toBe(3);
  });

  it('prints a home letter per student, each on its own page, with the details and how to sign in at home', async () => {
    // Act
    const pdf = await homeLettersPdf(STUDENTS, CONTEXT);
    const pages = pdfPages(pdf);

    // Assess
    expect(pages).toHaveLength(3);
    const zoe = pages[1]?.join('\n') ?? '';
    expect(
      linesMissing(zoe, [
        'Dear family of Zoë Adams,',
        'How to sign in at home',
        '1. Open https://portal.example in a web browser.',
        'Username zoe',
        'Password lemon-kite-sand4?',
        'Scan login card',
      ]),
    ).toEqual([]);
    expect(pages[0]?.join('\n')).not.toContain('Scan login card');
  });

  it('wraps a name of the longest length, one unbroken word, in its column: username, password and Student ID stay on the page, nothing is cut', async () => {
    // Prepare: the longest name and Student ID the forms take, and a username as long as a name's can be.
    const longName = 'Bartholomew'.repeat(10).slice(0, PERSON_NAME_MAX_LENGTH);
    const longStudent = student({
      id: 'long',
      firstName: longName,
      lastName: 'Lee',
      username: longName.toLowerCase().slice(0, 60),
      schoolKey: 'S'.repeat(STUDENT_ID_MAX_LENGTH),
    });
    // Helvetica's advance widths (per 1,000 of the size) of the letters printed here, regular and bold
    // (the documents print names bold at 13 points, everything else at most 12 and regular).
    const REGULAR: Record<string, number> = { ' ': 278, B: 667, S: 667, L: 556, a: 556, b: 556, e: 556, h: 556 };
    Object.assign(REGULAR, { l: 222, m: 833, o: 556, r: 333, t: 278, w: 722 });
    const BOLD: Record<string, number> = { ' ': 278, B: 722, S: 667, L: 611, a: 556, b: 611, e: 556, h: 611 };
    Object.assign(BOLD, { l: 278, m: 889, o: 611, r: 389, t: 333, w: 778 });
    const widthOf = (text: string, size: number) =>
      [...text].reduce((sum, glyph) => sum + ((size >= 13 ? BOLD : REGULAR)[glyph] ?? 1000), 0) * (size / 1000);

    // Act
    const documents = [
      { name: 'student list', pdf: await studentListPdf([longStudent], CONTEXT), margin: 40 },
      { name: 'login cards', pdf: await loginCardsPdf([longStudent], CONTEXT), margin: 28 },
      { name: 'home letters', pdf: await homeLettersPdf([longStudent], CONTEXT), margin: 56 },
    ];

    // Assess
    for (const { name, pdf, margin } of documents) {
      const pieces = (pdfPieces(pdf)[0] ?? []).filter((piece) => /^[BSLabehlmortw ]+$/.test(piece.text));
      const past = pieces.filter(
        (piece) => piece.x + widthOf(piece.text.trimEnd(), piece.size) > 595.28 - margin + 0.5,
      );
      expect(past, `${name}: text past the right margin`).toEqual([]);
      const printed = pieces.map((piece) => piece.text.replace(/\s/g, '')).join('');
      expect(printed, `${name}: the username is whole`).toContain(longStudent.username);
      if (name !== 'login cards') {
        expect(printed, `${name}: the name is whole`).toContain(`${longName}Lee`);
        expect(pdfText(pdf), `${name}: the password`).toContain('apple-');
      }
    }
    expect(
      (pdfPieces(documents[0]?.pdf ?? Buffer.alloc(0))[0] ?? [])
        .filter((piece) => /^S+$/.test(piece.text))
        .map((piece) => piece.text)
        .join(''),
    ).toBe(longStudent.schoolKey);
  });

  it('prints text as text: a name like a PDF or formula instruction is only shown', async () => {
    const pdf = await studentListPdf([student({ id: 'x', firstName: '(evil) Tj', lastName: '=1+1' })], CONTEXT);
    expect(pdfText(pdf)).toContain('(evil) Tj =1+1 mia');
  });
});
