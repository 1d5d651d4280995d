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
import { classLabel, type CardStudent } from './document-rows';
import { classAndStudents, contextOf, documentStudents } from './student-documents';
import { homeLettersPdf, loginCardsPdf, studentListPdf } from './student-documents-pdf';

export type PrintFormat = (typeof STUDENT_DOCUMENT_FORMATS)[number];

const REVEAL_REASON: Record<PrintFormat, PasswordRevealReason> = {
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

/**
 * Print Student List, Print Login Cards, Print Home Letters (PDF) of the chosen students of a
 * class (all when none are named). Cards and letters carry a new card link per student
 * (issueLoginCards: the token's hash is stored with the class's card generation) and the site's
 * address, asked of `siteAddress` only for them. Refused while a job changes the school's accounts
 * (ARCHITECTURE 'Jobs and progress'), and over MAX_PRINTED_STUDENTS students, before any
 * password is revealed.
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
  const filename = `${classLabel(classGroup.name)} ${FILE_LABEL[format]}.pdf`;
  if (format === 'list')
    return { filename, body: await studentListPdf(rows, contextOf(classSchool, classGroup.name, '')) };
  const portalAddress = siteAddress();
  const context = contextOf(classSchool, classGroup.name, portalAddress);
  const paths = await issueLoginCards(
    classGroup.id,
    students.map((student) => ({ id: student.id, username: student.username })),
  );
  const cards: CardStudent[] = rows.map((row) => {
    const path = paths.get(row.id);
    return { ...row, cardLink: path ? `${portalAddress}${path}` : null };
  });
  return {
    filename,
    body: await (format === 'login-cards' ? loginCardsPdf(cards, context) : homeLettersPdf(cards, context)),
  };
}
