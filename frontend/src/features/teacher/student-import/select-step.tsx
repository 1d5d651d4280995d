import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { translated } from '../../../../../shared/i18n/text';
import { readImportFile, validateSelectedFiles } from '../../../../../shared/import';
import type { ImportFileReadSuccess, SchoolRole } from '../../../../../shared/import';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorLines } from './error-lines';
import styles from './student-import.module.css';

interface SelectStepProps {
  role: SchoolRole;
  file: ImportFileReadSuccess | null;
  onFile: (file: ImportFileReadSuccess | null) => void;
}

/**
 * 'Step 2. Select Your file': one .csv, .xls or .xlsx, dropped or chosen. The file is read in the
 * browser at once (the engine's readImportFile); its problems are shown as 'Error: {message}' and
 * Next stays disabled until a file has been read.
 */
export function SelectStep({ role, file, onFile }: SelectStepProps) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  async function choose(files: readonly File[]) {
    const refusal = validateSelectedFiles(files.map((chosen) => chosen.name));
    const [chosen] = files;
    if (refusal || !chosen) {
      setErrors([refusal ? translated(refusal) : t`Please select a file.`]);
      onFile(null);
      return;
    }
    setReading(true);
    try {
      const result = readImportFile(new Uint8Array(await chosen.arrayBuffer()), chosen.name, { schoolRole: role });
      if (result.ok) {
        setErrors([]);
        onFile(result);
      } else {
        setErrors(result.errors.map((error) => error.message));
        onFile(null);
      }
    } finally {
      setReading(false);
    }
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: true,
    // The zone takes drops and mouse clicks; keyboard users press its button (no nested controls).
    noKeyboard: true,
    accept: {
      'text/csv': ['.csv'],
      'application/vnd.ms-excel': ['.xls'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    },
    onDrop: (accepted, rejected) => void choose([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });

  const fileName = file?.fileName;
  const rowCount = file?.rows.length ?? 0;
  const sheetName = file?.sheetName;
  const headings = file?.columns.map((column) => column.heading).join(', ');

  return (
    <>
      <div
        {...getRootProps({
          className: [styles.dropzone, isDragActive ? styles.dropzoneActive : ''].filter(Boolean).join(' '),
          role: undefined,
          tabIndex: -1,
        })}
      >
        <input {...getInputProps({ 'aria-label': t`Import file` })} />
        <strong>
          {isDragActive ? <Trans>Drop the file here</Trans> : <Trans>Drop your file here, or click to choose it</Trans>}
        </strong>
        <span>
          <Trans>One .csv, .xls or .xlsx file.</Trans>
        </span>
        <Button
          variant="secondary"
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          <Trans>Choose a file</Trans>
        </Button>
      </div>
      {reading ? (
        <p role="status">
          <Trans>Reading the file…</Trans>
        </p>
      ) : null}
      <ErrorLines errors={errors} />
      {file ? (
        <Alert tone="success" title={t`Selected: ${fileName}`}>
          <p>
            {/* An apostrophe before a placeholder quotes it in ICU MessageFormat: doubled, it is one apostrophe. */}
            {t`${plural(rowCount, { one: `# row read from sheet ''${sheetName}''`, other: `# rows read from sheet ''${sheetName}''` })}; columns ${headings}.`}
          </p>
          {file.warnings.length > 0 ? (
            <ul>
              {file.warnings.map((warning, index) => (
                <li key={index}>{warning.message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
