import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_PRINTED_STUDENTS, type StudentDocumentFormat } from '../../../../shared/schemas/student-documents';
import { say } from './say';

/** What each printout's job is called (its progress) and its download, one whole sentence each. */
const PRINTED: Record<
  StudentDocumentFormat,
  (className: string) => { label: MessageDescriptor; saveLabel: MessageDescriptor }
> = {
  list: (className) => ({
    label: msg`Preparing the student list of ${className}`,
    saveLabel: msg`Download student list (PDF)`,
  }),
  'login-cards': (className) => ({
    label: msg`Preparing the login cards of ${className}`,
    saveLabel: msg`Download login cards (PDF)`,
  }),
  'home-letters': (className) => ({
    label: msg`Preparing the home letters of ${className}`,
    saveLabel: msg`Download home letters (PDF)`,
  }),
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
  const { label, saveLabel } = PRINTED[format](className);
  return { label: say(label), saveLabel: say(saveLabel) };
}
