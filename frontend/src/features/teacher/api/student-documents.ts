import { studentDocumentsEndpoints } from '../../../../../shared/api/endpoints/student-documents';
import type { StudentDocumentFormat } from '../../../../../shared/schemas/student-documents';
import { defineMutation } from '../../../lib/define-mutation';
import { downloadFile, saveDownloadedFile as save, type DownloadedFile } from '../../../lib/download-file';

/**
 * The files of the class page and the School Administration menu (§7 the pdf and csv calls): read
 * with the caller's token (downloadFile), then a PDF opens in a new window to print and a CSV is
 * saved. The new window is opened at the click, so no pop-up blocker stands in the way, and shows
 * the PDF once it has arrived.
 */
async function openPdf(load: () => Promise<DownloadedFile>): Promise<void> {
  const target = window.open('', '_blank');
  if (target) target.opener = null;
  try {
    const url = URL.createObjectURL((await load()).blob);
    if (target) target.location.href = url;
    else window.location.assign(url);
    // The window has the document by then; the address stays valid until the page unloads otherwise.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    target?.close();
    throw error;
  }
}

/** Print Student List, Print Login Cards, Print Home Letters: of the chosen students, or of all. */
export function printClassDocument(
  classGroupId: string,
  format: StudentDocumentFormat,
  studentIds: readonly string[],
): Promise<void> {
  const query = studentIds.length ? { students: studentIds.join(',') } : {};
  return openPdf(() =>
    format === 'list'
      ? downloadFile(studentDocumentsEndpoints.printClassStudents, { params: { classGroupId }, query })
      : downloadFile(studentDocumentsEndpoints.printClassDocument, { params: { classGroupId, format }, query }),
  );
}

/** Print of a large class (more than MAX_PRINTED_STUDENTS students): starts the job that makes the PDF. */
export const startPrintJob = defineMutation(studentDocumentsEndpoints.startPrintJob);

export async function exportClassStudents(classGroupId: string, className: string): Promise<void> {
  save(
    await downloadFile(studentDocumentsEndpoints.exportClassStudentsCsv, { params: { classGroupId } }),
    `${fileSafe(className) || 'class'}-students.csv`,
  );
}

export async function exportSchoolStudents(schoolId: string, schoolName: string): Promise<void> {
  save(
    await downloadFile(studentDocumentsEndpoints.exportSchoolStudentsCsv, { params: { schoolId } }),
    `${fileSafe(schoolName) || 'school'}-students.csv`,
  );
}

export function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Void Login Cards: every card of the class printed before stops signing in. */
export const voidLoginCards = defineMutation(studentDocumentsEndpoints.voidLoginCards);
