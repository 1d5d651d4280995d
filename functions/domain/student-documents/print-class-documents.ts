import { currentLocale, inLocale } from '../../platform/language';
import {
  MAX_PRINTED_STUDENTS,
  STUDENT_DOCUMENT_MESSAGES,
  type STUDENT_DOCUMENT_FORMATS,
} from '../../../shared/schemas/student-documents';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SecretBox } from '../../adapters/secret-box/port';
import { issueLoginCards } from '../../data/login-cards';
import type { PasswordRevealReason } from '../../data/student-passwords';
import { DomainError } from '../../platform/errors';
import type { FileAnswer } from '../core/files/file-answer';
import { refuseWhileRosterChanges } from '../core/exports/roster-changes';
import { classLabel, type CardStudent, type DocumentContext, type DocumentStudent } from './document-rows';
import { classAndStudents, contextOf, documentStudents } from './student-documents';
import { homeLettersPdf, loginCardsPdf, studentListPdf } from './student-documents-pdf';

export type PrintFormat = (typeof STUDENT_DOCUMENT_FORMATS)[number];

export const REVEAL_REASON: Record<PrintFormat, PasswordRevealReason> = {
  list: 'list-pdf',
  'login-cards': 'login-cards',
  'home-letters': 'home-letters',
};
const FILE_LABEL: Record<PrintFormat, string> = {
  list: 'student list',
  'login-cards': 'login cards',
  'home-letters': 'home letters',
};

/** Refuses a document of more students than one answer can carry in time (MAX_PRINTED_STUDENTS). */
export function refuseOverPrintLimit(studentCount: number): void {
  if (studentCount > MAX_PRINTED_STUDENTS)
    throw new DomainError(413, 'too-many-students', STUDENT_DOCUMENT_MESSAGES.tooManyToPrint);
}

/** The document's file name: the class, then what it is ('4A login cards.pdf'). */
export function documentFileName(className: string | null, format: PrintFormat): string {
  return `${classLabel(className)} ${FILE_LABEL[format]}.pdf`;
}

/** The students' rows as cards: each with its card's link (by student id, a path on the site's address), or none. */
function cardsOf(rows: readonly DocumentStudent[], cardPaths: ReadonlyMap<string, string>, portalAddress: string) {
  return rows.map((row): CardStudent => {
    const path = cardPaths.get(row.id);
    return { ...row, cardLink: path ? `${portalAddress}${path}` : null };
  });
}

/**
 * The PDF of a format: the list from the rows, cards and letters with the cards issued for them
 * (cardPaths). The list is the teacher's, in the language of the request; cards and letters go
 * to the students and their families, in the school's language when it has one.
 */
export function classDocumentPdf(
  format: PrintFormat,
  rows: readonly DocumentStudent[],
  context: DocumentContext,
  cardPaths: ReadonlyMap<string, string>,
): Promise<Buffer> {
  if (format === 'list') return studentListPdf(rows, context);
  const cards = cardsOf(rows, cardPaths, context.portalAddress);
  return inLocale(context.schoolLanguage ?? currentLocale(), () =>
    format === 'login-cards' ? loginCardsPdf(cards, context) : homeLettersPdf(cards, context),
  );
}

/**
 * Print Student List, Print Login Cards, Print Home Letters (PDF) of the chosen students of a
 * class (all when none are named). Cards and letters carry a new card link per student
 * (issueLoginCards: the token's hash is stored with the class's card generation) and the site's
 * address, asked of `siteAddress` only for them. Refused while a job changes the school's accounts
 * (ARCHITECTURE 'Jobs and progress'), and over MAX_PRINTED_STUDENTS students, before any
 * password is revealed. More students than that are printed as a job (./print-job.ts).
 */
export async function printClassDocument(
  user: SessionUser,
  classGroupId: string,
  format: PrintFormat,
  chosen: readonly string[] | null,
  siteAddress: () => string,
  passwordBox: SecretBox,
): Promise<FileAnswer> {
  if (chosen) refuseOverPrintLimit(chosen.length);
  const { classGroup, classSchool, students } = await classAndStudents(user, classGroupId, chosen);
  refuseOverPrintLimit(students.length);
  await refuseWhileRosterChanges([classSchool.id]);
  const rows = await documentStudents(user, classSchool, students, REVEAL_REASON[format], passwordBox);
  const portalAddress = format === 'list' ? '' : siteAddress();
  const cardPaths =
    format === 'list'
      ? new Map<string, string>()
      : await issueLoginCards(
          classGroup.id,
          students.map((student) => ({ id: student.id, username: student.username })),
        );
  return {
    filename: documentFileName(classGroup.name, format),
    body: await classDocumentPdf(format, rows, contextOf(classSchool, classGroup.name, portalAddress), cardPaths),
  };
}
