import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { icu, translated } from '../../../shared/i18n/text';
import { currentLocale } from '../../platform/language';
import { documentWriter, type DocumentWriter } from './document-writer';
import {
  classLabel,
  fullName,
  sortedByName,
  type CardStudent,
  type DocumentContext,
  type DocumentStudent,
} from './document-rows';
import { renderPdf } from './pdf-engine';
import { qrCodeImage } from './qr-code';

/**
 * The class's printable documents (school-and-family §2 Class page: Print Student List, Print
 * Login Cards, Print Home Letters), as pure functions from rows to PDF bytes. Students are
 * printed sorted by name; every text is the student's own, never interpreted. Each is printed in
 * the language of the work in hand (currentLocale: the teacher's, or the one the print names),
 * Arabic right to left (document-writer.ts).
 */

const noPassword = () => translated('(none: signs in through the school)');

function titleOf(context: DocumentContext, write: DocumentWriter): string {
  return context.className === null
    ? icu('Students of {schoolName}', { schoolName: write.name(context.schoolName) })
    : classLine(context.className, write);
}

function classLine(className: string | null, write: DocumentWriter): string {
  return icu('Class: {className}', { className: write.name(classLabel(className)) });
}

const noStudents = () => translated(CLASS_MESSAGES.noStudents);

function documentInfo(title: string): TDocumentDefinitions['info'] {
  return { title, creator: 'Portal', producer: 'Portal' };
}

const LIST_PAGE = { width: 595.28, margin: 40 };
/** The padding between two cells of a row in points (pdfmake's lightHorizontalLines: 8 each side of a gap). */
const CELL_GAP = 16;

/**
 * The list's columns as shares of the page's width, fixed rather than sized to their content: a
 * long name (up to PERSON_NAME_MAX_LENGTH, one word or several) then wraps in its own column,
 * its longest words broken where they meet the column's edge, and never pushes Username and
 * Password off the page.
 */
function listWidths(columns: number): number[] {
  const shares = columns === 4 ? [0.36, 0.25, 0.24, 0.15] : [0.42, 0.3, 0.28];
  const available = LIST_PAGE.width - 2 * LIST_PAGE.margin - (columns - 1) * CELL_GAP;
  return shares.map((share) => Math.floor(share * available));
}

/** Print Student List: name, username, password and (unless hidden) Student ID per student. */
export function studentListPdf(students: readonly DocumentStudent[], context: DocumentContext): Promise<Buffer> {
  const write = documentWriter(currentLocale());
  const title = titleOf(context, write);
  const headings = [
    translated('Name'),
    translated('Username'),
    translated('Password'),
    ...(context.showSchoolKey ? [translated('Student ID')] : []),
  ];
  const widths = listWidths(headings.length);
  const cell = (text: string, column: number, bold = false): Content =>
    write.rightToLeft
      ? write.paragraph(text, { width: widths[column] ?? 0, fontSize: 10, bold })
      : bold
        ? { text, bold }
        : text;
  const body = sortedByName(students).map((student) =>
    write.row(
      [
        fullName(student),
        write.value(student.username ?? ''),
        write.value(student.password ?? ''),
        ...(context.showSchoolKey ? [write.value(student.schoolKey ?? '')] : []),
      ].map((text, column) => cell(text, column)),
    ),
  );
  const pageWidth = LIST_PAGE.width - 2 * LIST_PAGE.margin;
  return renderPdf({
    info: documentInfo(title),
    pageSize: 'A4',
    pageMargins: [LIST_PAGE.margin, 50, LIST_PAGE.margin, 50],
    footer: (page, pages): Content => {
      const text = icu('{schoolName} · page {page} of {pages}', {
        schoolName: write.name(context.schoolName),
        page,
        pages,
      });
      if (!write.rightToLeft) return { text, alignment: 'center', fontSize: 8, color: '#555555' };
      return {
        stack: [write.paragraph(text, { width: pageWidth, fontSize: 8, color: '#555555' })],
        margin: [LIST_PAGE.margin, 0, LIST_PAGE.margin, 0],
      };
    },
    content: [
      write.paragraph(title, { width: pageWidth, fontSize: 16, bold: true }),
      write.paragraph(context.schoolName, { width: pageWidth, fontSize: 10, margin: [0, 2, 0, 12], color: '#333333' }),
      body.length === 0
        ? write.paragraph(noStudents(), { width: pageWidth, fontSize: 10 })
        : {
            table: {
              headerRows: 1,
              widths: write.row(widths),
              body: [write.row(headings.map((text, column) => cell(text, column, true))), ...body],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  });
}

/** A letter's sign-in details: labels, then the values in the rest of `width` (so a long username wraps in it). */
function signInDetails(student: CardStudent, fontSize: number, width: number, write: DocumentWriter): Content {
  const label = 70;
  // The gap between the columns is noBorders' padding: 4 each side.
  const widths = [label, width - label - 8];
  const row = (name: string, value: string): Content[] =>
    write.row(
      write.rightToLeft
        ? [
            write.paragraph(name, { width: label, fontSize, bold: true }),
            write.paragraph(value, { width: widths[1] ?? 0, fontSize }),
          ]
        : [{ text: name, bold: true }, value],
    );
  return {
    table: {
      widths: write.row(widths),
      body: [
        row(translated('Username'), write.value(student.username ?? '')),
        row(translated('Password'), student.password ? write.value(student.password) : noPassword()),
      ],
    },
    layout: 'noBorders',
    fontSize,
  };
}

function qrOrNothing(student: CardStudent, sizePt: number): Content {
  return student.cardLink ? qrCodeImage(student.cardLink, sizePt) : { text: '' };
}

const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const CARD_COLUMNS = 2;
const CARD_ROWS = 4;
const CARDS_PER_PAGE = CARD_COLUMNS * CARD_ROWS;
const CARD_WIDTH = (PAGE.width - 2 * PAGE.margin) / CARD_COLUMNS;
const CARD_HEIGHT = (PAGE.height - 2 * PAGE.margin) / CARD_ROWS;
const CARD_PADDING = 12;
const CARD_QR = 104;
/** A card has room for two lines of name; longer names are shortened on the card only. */
const CARD_NAME_LENGTH = 48;

function shortened(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/** The dashed cutting lines of one page of cards. */
function cuttingLines(): Content {
  const lines = [];
  for (let column = 0; column <= CARD_COLUMNS; column += 1) {
    const x = PAGE.margin + column * CARD_WIDTH;
    lines.push({
      type: 'line' as const,
      x1: x,
      y1: PAGE.margin,
      x2: x,
      y2: PAGE.height - PAGE.margin,
      dash: { length: 3 },
      lineColor: '#888888',
      lineWidth: 0.5,
    });
  }
  for (let row = 0; row <= CARD_ROWS; row += 1) {
    const y = PAGE.margin + row * CARD_HEIGHT;
    lines.push({
      type: 'line' as const,
      x1: PAGE.margin,
      y1: y,
      x2: PAGE.width - PAGE.margin,
      y2: y,
      dash: { length: 3 },
      lineColor: '#888888',
      lineWidth: 0.5,
    });
  }
  return { canvas: lines, absolutePosition: { x: 0, y: 0 } };
}

/**
 * One card at its place on the page. Cards are placed, not flowed: laying out a thousand cards
 * in tables or columns costs pdfmake several times more, and a card never moves anyway.
 */
function loginCard(student: CardStudent, context: DocumentContext, slot: number, write: DocumentWriter): Content[] {
  const cardLeft = PAGE.margin + (slot % CARD_COLUMNS) * CARD_WIDTH + CARD_PADDING;
  const top = PAGE.margin + Math.floor(slot / CARD_COLUMNS) * CARD_HEIGHT + CARD_PADDING;
  const qrWidth = student.cardLink ? CARD_QR + 6 : 0;
  const textWidth = CARD_WIDTH - 2 * CARD_PADDING - qrWidth;
  // Arabic reads from the right: the details stand on the right of the card, the code on its left.
  const left = write.rightToLeft ? cardLeft + qrWidth : cardLeft;
  const labelled = (label: string, value: string, margin?: [number, number, number, number]): Content =>
    write.rightToLeft
      ? write.paragraph(`${label} ${write.value(value)}`, { width: textWidth, fontSize: 10, margin })
      : { text: [{ text: `${label} `, bold: true }, value], ...(margin ? { margin } : {}) };
  const card: Content[] = [
    {
      absolutePosition: { x: left, y: top },
      // A placed block may use the page's width to its right edge: the inner block's right margin keeps it to the card.
      stack: [
        {
          margin: [0, 0, PAGE.width - PAGE.margin - left - textWidth, 0],
          stack: [
            write.paragraph(shortened(fullName(student), CARD_NAME_LENGTH), {
              width: textWidth,
              fontSize: 13,
              bold: true,
            }),
            write.paragraph(classLine(shortened(classLabel(context.className), 40), write), {
              width: textWidth,
              fontSize: 9,
              margin: [0, 2, 0, 0],
            }),
            write.paragraph(shortened(context.schoolName, 60), {
              width: textWidth,
              fontSize: 8,
              color: '#333333',
              margin: [0, 0, 0, 8],
            }),
            labelled(translated('Username:'), student.username ?? ''),
            write.rightToLeft && !student.password
              ? write.paragraph(`${translated('Password:')} ${noPassword()}`, {
                  width: textWidth,
                  fontSize: 10,
                  margin: [0, 2, 0, 8],
                })
              : labelled(translated('Password:'), student.password ?? noPassword(), [0, 2, 0, 8]),
            write.paragraph(icu('Sign in at {address}', { address: write.value(context.portalAddress) }), {
              width: textWidth,
              fontSize: 8,
            }),
            ...(student.cardLink
              ? [
                  write.paragraph(translated('or scan this card with Scan login card on the Log In page.'), {
                    width: textWidth,
                    fontSize: 8,
                  }),
                ]
              : []),
          ],
        },
      ],
    },
  ];
  if (student.cardLink)
    card.push({
      absolutePosition: { x: write.rightToLeft ? cardLeft : left + textWidth + 6, y: top },
      ...qrCodeImage(student.cardLink, CARD_QR),
    });
  return card;
}

/**
 * Print Login Cards: eight cards per A4 page (two across, four down, dashed lines to cut along),
 * each with the student's name, class, username, password, the portal's address and the QR code
 * of the card's sign-in link.
 */
export function loginCardsPdf(students: readonly CardStudent[], context: DocumentContext): Promise<Buffer> {
  const write = documentWriter(currentLocale());
  const content: Content[] = [];
  sortedByName(students).forEach((student, index) => {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0)
      content.push(index === 0 ? cuttingLines() : ({ ...(cuttingLines() as object), pageBreak: 'before' } as Content));
    content.push(...loginCard(student, context, slot, write));
  });
  const title = icu('Login cards: {title}', { title: titleOf(context, write) });
  return renderPdf({
    info: documentInfo(title),
    pageSize: 'A4',
    pageMargins: PAGE.margin,
    content:
      content.length === 0
        ? [write.paragraph(noStudents(), { width: PAGE.width - 2 * PAGE.margin, fontSize: 10 })]
        : content,
  });
}

const LETTER = { width: 595.28, margin: 56, qr: 130, gap: 12 };
/** The width of a letter's name and sign-in details beside the QR code: fixed, so a long name wraps within it. */
const LETTER_DETAILS_WIDTH = LETTER.width - 2 * LETTER.margin - LETTER.qr - LETTER.gap;

function homeLetter(student: CardStudent, context: DocumentContext, first: boolean, write: DocumentWriter): Content {
  const name = fullName(student);
  const width = LETTER.width - 2 * LETTER.margin;
  const steps = [
    icu('Open {address} in a web browser.', { address: write.value(context.portalAddress) }),
    translated('Choose Log In and enter the username and password below.'),
    ...(student.cardLink
      ? [
          translated(
            'Or, on a tablet or phone with a camera, choose Scan login card on the Log In page and hold this letter up to it (the code signs in without typing).',
          ),
        ]
      : []),
  ];
  const details: Column = {
    width: LETTER_DETAILS_WIDTH,
    stack: [
      write.paragraph(name, { width: LETTER_DETAILS_WIDTH, fontSize: 13, bold: true, margin: [0, 0, 0, 4] }),
      signInDetails(student, 12, LETTER_DETAILS_WIDTH, write),
      write.paragraph(icu('Portal: {address}', { address: write.value(context.portalAddress) }), {
        width: LETTER_DETAILS_WIDTH,
        fontSize: 11,
        margin: [0, 6, 0, 0],
      }),
    ],
  };
  const code: Column = { width: LETTER.qr, stack: [qrOrNothing(student, LETTER.qr)] };
  return {
    stack: [
      write.paragraph(context.schoolName, { width, fontSize: 16, bold: true }),
      write.paragraph(classLine(context.className, write), {
        width,
        fontSize: 11,
        color: '#333333',
        margin: [0, 2, 0, 18],
      }),
      write.paragraph(icu('Dear family of {name},', { name: write.name(name) }), {
        width,
        fontSize: 11,
        margin: [0, 0, 0, 10],
      }),
      write.paragraph(
        icu(
          "{firstName} has an account on our learning portal, where the apps of the class are waiting. You can use it at home too: these are {firstName}'s sign-in details. Please keep them safe, like a house key.",
          { firstName: write.name(student.firstName) },
        ),
        { width, fontSize: 11, margin: [0, 0, 0, 12] },
      ),
      write.paragraph(translated('How to sign in at home'), { width, fontSize: 12, bold: true, margin: [0, 0, 0, 6] }),
      write.rightToLeft
        ? {
            stack: steps.map((step, index) =>
              write.paragraph(`${(index + 1).toLocaleString('ar')}. ${step}`, { width, fontSize: 11 }),
            ),
            margin: [0, 0, 0, 14],
          }
        : { ol: steps, margin: [0, 0, 0, 14] },
      { columnGap: LETTER.gap, columns: write.row([details, code]) },
      write.paragraph(translated('If you have any questions, please contact the class teacher.'), {
        width,
        fontSize: 11,
        margin: [0, 24, 0, 0],
      }),
    ],
    ...(first ? {} : { pageBreak: 'before' as const }),
  };
}

/** Print Home Letters: one letter per student to their family, with the same details and how to sign in at home. */
export function homeLettersPdf(students: readonly CardStudent[], context: DocumentContext): Promise<Buffer> {
  const write = documentWriter(currentLocale());
  const letters = sortedByName(students).map((student, index) => homeLetter(student, context, index === 0, write));
  const title = icu('Home letters: {title}', { title: titleOf(context, write) });
  return renderPdf({
    info: documentInfo(title),
    pageSize: 'A4',
    pageMargins: LETTER.margin,
    defaultStyle: { fontSize: 11 },
    content:
      letters.length === 0
        ? [write.paragraph(noStudents(), { width: LETTER.width - 2 * LETTER.margin, fontSize: 11 })]
        : letters,
  });
}
