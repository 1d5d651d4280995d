import { describe, expect, it } from 'vitest';
import { fileSelectionMessages, importFileExtension, validateSelectedFiles } from '../../../shared/import';

describe('choosing the import file (spec §5)', () => {
  it.each([
    [['students.csv'], null],
    [['Students.XLSX'], null],
    [['old export.xls'], null],
    [['students.pdf'], 'The selected file is an unsupported format.'],
    [['students.csv', 'teachers.csv'], 'Please select only one file.'],
    [['students.csv', 'photo.png'], 'One of the selected files is an unsupported format.'],
    [['a.doc', 'b.png', 'c.csv'], 'Several of the selected files are an unsupported format.'],
    [[], fileSelectionMessages.noFile],
  ])('%j gives %j', (fileNames, message) => {
    // Act
    const result = validateSelectedFiles(fileNames);

    // Assess
    expect(result).toBe(message);
  });

  it('recognises the extension whatever its case, and nothing else', () => {
    expect(importFileExtension('Roster.CsV')).toBe('csv');
    expect(importFileExtension('roster.xlsx.pdf')).toBeNull();
    expect(importFileExtension('csv')).toBeNull();
  });
});
