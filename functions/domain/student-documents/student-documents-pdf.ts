import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
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
 * printed sorted by name; every text is the student's own, never interpreted.
 */

const NO_PASSWORD = '(none: signs in through the school)';

function titleOf(context: DocumentContext): string {
  return context.className === null ? `Students of ${context.schoolName}` : `Class: ${classLabel(context.className)}`;
}

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
  const title = titleOf(context);
  const headings = ['Name', 'Username', 'Password', ...(context.showSchoolKey ? ['Student ID'] : [])];
  const body = sortedByName(students).map((student) => [
    fullName(student),
    student.username ?? '',
    student.password ?? '',
    ...(context.showSchoolKey ? [student.schoolKey ?? ''] : []),
  ]);
  return renderPdf({
    info: documentInfo(title),
    pageSize: 'A4',
    pageMargins: [LIST_PAGE.margin, 50, LIST_PAGE.margin, 50],
    footer: (page, pages) => ({
      text: `${context.schoolName} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#555555',
    }),
    content: [
      { text: title, fontSize: 16, bold: true },
      { text: context.schoolName, margin: [0, 2, 0, 12], color: '#333333' },
      body.length === 0
        ? { text: 'No students have been added to this class yet.' }
        : {
            table: {
              headerRows: 1,
              widths: listWidths(headings.length),
              body: [headings.map((text) => ({ text, bold: true })), ...body],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  });
}

/** A letter's sign-in details: labels, then the values in the rest of `width` (so a long username wraps in it). */
function signInDetails(student: CardStudent, fontSize: number, width: number): Content {
  const label = 70;
  return {
    table: {
      // The gap between the columns is noBorders' padding: 4 each side.
      widths: [label, width - label - 8],
      body: [
        [{ text: 'Username', bold: true }, student.username ?? ''],
        [{ text: 'Password', bold: true }, student.password ?? NO_PASSWORD],
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
function loginCard(student: CardStudent, context: DocumentContext, slot: number): Content[] {
  const left = PAGE.margin + (slot % CARD_COLUMNS) * CARD_WIDTH + CARD_PADDING;
  const top = PAGE.margin + Math.floor(slot / CARD_COLUMNS) * CARD_HEIGHT + CARD_PADDING;
  const textWidth = CARD_WIDTH - 2 * CARD_PADDING - (student.cardLink ? CARD_QR + 6 : 0);
  const card: Content[] = [
    {
      absolutePosition: { x: left, y: top },
      // A placed block may use the page's width to its right edge: the inner block's right margin keeps it to the card.
      stack: [
        {
          margin: [0, 0, PAGE.width - PAGE.margin - left - textWidth, 0],
          stack: [
            { text: shortened(fullName(student), CARD_NAME_LENGTH), bold: true, fontSize: 13 },
            { text: `Class: ${shortened(classLabel(context.className), 40)}`, fontSize: 9, margin: [0, 2, 0, 0] },
            { text: shortened(context.schoolName, 60), fontSize: 8, color: '#333333', margin: [0, 0, 0, 8] },
            { text: [{ text: 'Username: ', bold: true }, student.username ?? ''] },
            { text: [{ text: 'Password: ', bold: true }, student.password ?? NO_PASSWORD], margin: [0, 2, 0, 8] },
            { text: `Sign in at ${context.portalAddress}`, fontSize: 8 },
            ...(student.cardLink
              ? [{ text: 'or scan this card with Scan login card on the Log In page.', fontSize: 8 }]
              : []),
          ],
        },
      ],
    },
  ];
  if (student.cardLink)
    card.push({ absolutePosition: { x: left + textWidth + 6, y: top }, ...qrCodeImage(student.cardLink, CARD_QR) });
  return card;
}

/**
 * Print Login Cards: eight cards per A4 page (two across, four down, dashed lines to cut along),
 * each with the student's name, class, username, password, the portal's address and the QR code
 * of the card's sign-in link.
 */
export function loginCardsPdf(students: readonly CardStudent[], context: DocumentContext): Promise<Buffer> {
  const content: Content[] = [];
  sortedByName(students).forEach((student, index) => {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0)
      content.push(index === 0 ? cuttingLines() : ({ ...(cuttingLines() as object), pageBreak: 'before' } as Content));
    content.push(...loginCard(student, context, slot));
  });
  const title = `Login cards: ${titleOf(context)}`;
  return renderPdf({
    info: documentInfo(title),
    pageSize: 'A4',
    pageMargins: PAGE.margin,
    content: content.length === 0 ? [{ text: 'No students have been added to this class yet.' }] : content,
  });
}

const LETTER = { width: 595.28, margin: 56, qr: 130, gap: 12 };
/** The width of a letter's name and sign-in details beside the QR code: fixed, so a long name wraps within it. */
const LETTER_DETAILS_WIDTH = LETTER.width - 2 * LETTER.margin - LETTER.qr - LETTER.gap;

function homeLetter(student: CardStudent, context: DocumentContext, first: boolean): Content {
  const name = fullName(student);
  return {
    stack: [
      { text: context.schoolName, fontSize: 16, bold: true },
      { text: `Class: ${classLabel(context.className)}`, color: '#333333', margin: [0, 2, 0, 18] },
      { text: `Dear family of ${name},`, margin: [0, 0, 0, 10] },
      {
        text: `${student.firstName} has an account on our learning portal, where the apps of the class are waiting. You can use it at home too: these are ${student.firstName}'s sign-in details. Please keep them safe, like a house key.`,
        margin: [0, 0, 0, 12],
      },
      { text: 'How to sign in at home', bold: true, fontSize: 12, margin: [0, 0, 0, 6] },
      {
        ol: [
          `Open ${context.portalAddress} in a web browser.`,
          'Choose Log In and enter the username and password below.',
          ...(student.cardLink
            ? [
                'Or, on a tablet or phone with a camera, choose Scan login card on the Log In page and hold this letter up to it (the code signs in without typing).',
              ]
            : []),
        ],
        margin: [0, 0, 0, 14],
      },
      {
        columnGap: LETTER.gap,
        columns: [
          {
            width: LETTER_DETAILS_WIDTH,
            stack: [
              { text: name, bold: true, fontSize: 13, margin: [0, 0, 0, 4] },
              signInDetails(student, 12, LETTER_DETAILS_WIDTH),
              { text: `Portal: ${context.portalAddress}`, margin: [0, 6, 0, 0] },
            ],
          },
          { width: LETTER.qr, stack: [qrOrNothing(student, LETTER.qr)] },
        ],
      },
      { text: 'If you have any questions, please contact the class teacher.', margin: [0, 24, 0, 0] },
    ],
    ...(first ? {} : { pageBreak: 'before' as const }),
  };
}

/** Print Home Letters: one letter per student to their family, with the same details and how to sign in at home. */
export function homeLettersPdf(students: readonly CardStudent[], context: DocumentContext): Promise<Buffer> {
  const letters = sortedByName(students).map((student, index) => homeLetter(student, context, index === 0));
  const title = `Home letters: ${titleOf(context)}`;
  return renderPdf({
    info: documentInfo(title),
    pageSize: 'A4',
    pageMargins: LETTER.margin,
    defaultStyle: { fontSize: 11 },
    content: letters.length === 0 ? [{ text: 'No students have been added to this class yet.' }] : letters,
  });
}
