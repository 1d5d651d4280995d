import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
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
  const [errors, setErrors] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  async function choose(files: readonly File[]) {
    const refusal = validateSelectedFiles(files.map((chosen) => chosen.name));
    const [chosen] = files;
    if (refusal || !chosen) {
      setErrors([refusal ?? 'Please select a file.']);
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

  return (
    <>
      <div
        {...getRootProps({
          className: [styles.dropzone, isDragActive ? styles.dropzoneActive : ''].filter(Boolean).join(' '),
          role: undefined,
          tabIndex: -1,
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Import file' })} />
        <strong>{isDragActive ? 'Drop the file here' : 'Drop your file here, or click to choose it'}</strong>
        <span>One .csv, .xls or .xlsx file.</span>
        <Button
          variant="secondary"
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          Choose a file
        </Button>
      </div>
      {reading ? <p role="status">Reading the file…</p> : null}
      <ErrorLines errors={errors} />
      {file ? (
        <Alert tone="success" title={`Selected: ${file.fileName}`}>
          <p>
            {file.rows.length} {file.rows.length === 1 ? 'row' : 'rows'} read from sheet '{file.sheetName}'; columns{' '}
            {file.columns.map((column) => column.heading).join(', ')}.
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
