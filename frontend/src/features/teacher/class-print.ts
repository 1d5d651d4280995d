import { MAX_PRINTED_STUDENTS, type StudentDocumentFormat } from '../../../../shared/schemas/student-documents';

/** What each printout is, in the progress and download of a large class's job. */
const PRINTED: Record<StudentDocumentFormat, string> = {
  list: 'student list',
  'login-cards': 'login cards',
  'home-letters': 'home letters',
};

/**
 * How the class page prints a document of `count` students: up to MAX_PRINTED_STUDENTS it opens
 * at once (null); a larger one (a school year's cards) is made by a job, shown with these words
 * (its progress bar's name and its download button).
 */
export function printJobWords(
  format: StudentDocumentFormat,
  count: number,
  className: string,
): { label: string; saveLabel: string } | null {
  if (count <= MAX_PRINTED_STUDENTS) return null;
  const what = PRINTED[format];
  return { label: `Preparing the ${what} of ${className}`, saveLabel: `Download ${what} (PDF)` };
}
