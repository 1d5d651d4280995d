import type { StudentDocumentFormat } from '../../../../../shared/schemas/student-documents';
import { printClassDocument, startPrintJob } from '../api/student-documents';
import { printJobWords } from '../class-print';
import type { FileJob } from './job-file';

/**
 * Print Student List, Print Login Cards, Print Home Letters of the class page (of the ticked
 * students, or all `count` of them): a small document opens at once; a larger one is made by a
 * job (printJobWords), whose progress and download the page shows (`onFileJob`).
 */
export function useClassPrint(
  classGroupId: string,
  className: string,
  count: number,
  chosenIds: readonly string[],
  onFileJob: (fileJob: FileJob) => void,
) {
  const startPrint = startPrintJob.useMutation();
  return async (format: StudentDocumentFormat): Promise<void> => {
    const words = printJobWords(format, count, className);
    if (!words) return printClassDocument(classGroupId, format, chosenIds);
    const { job } = await startPrint.mutateAsync({
      params: { classGroupId, format },
      body: chosenIds.length ? { studentIds: [...chosenIds] } : {},
    });
    onFileJob({ job, ...words });
  };
}
