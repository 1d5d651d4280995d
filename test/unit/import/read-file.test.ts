import type * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../../../shared/constants';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, readImportFile } from '../../../shared/import';
import type { ImportFileReadResult, ImportFileReadSuccess } from '../../../shared/import';
import { csvBytes, workbookBytes, xlsxBytes } from './support/fixtures';

const asStudents = { schoolRole: 'student' } as const;

function expectSuccess(result: ImportFileReadResult): ImportFileReadSuccess {
  if (!result.ok)
    throw new Error(`Expected the file to read, got: ${result.errors.map((error) => error.message).join(' | ')}`);
  return result;
}

function errorMessages(result: ImportFileReadResult): string[] {
  if (result.ok) throw new Error('Expected the file to be refused');
  return result.errors.map((error) => error.message);
}

describe('reading a student file', () => {
  it('reads a CSV with alternative headings, cleaning spaces and numbering rows as the spreadsheet does', () => {
    // Prepare
    const bytes = csvBytes([
      ['Given', 'SURNAME', 'student id', 'Grade'],
      ['  Mary   Jane ', "O'Brien", '00123', '7A'],
      ['', '', '', ''],
      ['Tom', '', '456', ''],
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'students.csv', asStudents));

    // Assess
    expect(result.rows).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        firstName: 'Mary Jane',
        lastName: "O'Brien",
        schoolKey: '00123',
        classGroups: ['7A'],
      }),
      expect.objectContaining({ rowNumber: 4, firstName: 'Tom', lastName: '', schoolKey: '456', classGroups: [] }),
    ]);
    expect(result.hasClassColumn).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('reads the Class column as one name or as a JSON list of names', () => {
    // Prepare
    const bytes = csvBytes([
      ['First Name', 'Class'],
      ['Ann', 'Maths, Year 7'],
      ['Ben', '["7A", "Maths 7", "7a"]'],
      ['Cal', '[]'],
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'students.csv', asStudents));

    // Assess
    expect(result.rows.map((row) => row.classGroups)).toEqual([['Maths, Year 7'], ['7A', 'Maths 7'], []]);
  });

  it('refuses a Class cell that starts a list but is not one, naming the row and the column', () => {
    // Prepare
    const bytes = csvBytes([
      ['First Name', 'Year'],
      ['Ann', '["7A", '],
    ]);

    // Act
    const result = readImportFile(bytes, 'students.csv', asStudents);

    // Assess
    expect(errorMessages(result)).toEqual([
      `Row 2, column 'Year': the class list is not valid: write one class name, or a JSON list such as ["7A", "Maths 7"].`,
    ]);
  });

  it('requires a First Name on every row but lets Last Name be blank', () => {
    // Prepare
    const bytes = csvBytes([
      ['Given', 'Last Name'],
      ['Ann', ''],
      ['', 'Smith'],
    ]);

    // Act
    const result = readImportFile(bytes, 'students.csv', asStudents);

    // Assess
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        { code: 'row-invalid', row: 3, column: 'Given', message: "Row 3, column 'Given': First Name cannot be blank." },
      ]);
  });

  it('warns about columns it does not recognise, naming them, and about repeated Student IDs', () => {
    // Prepare
    const bytes = csvBytes([
      ['First Name', 'Student ID', 'Shoe Size', 'Email'],
      ['Ann', 'S1', '5', 'a@b.c'],
      ['Ben', 's1', '6', ''],
      ['Cal', 'S2', '7', ''],
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'students.csv', asStudents));

    // Assess
    expect(result.unusedColumns).toEqual(['Shoe Size', 'Email']);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      "These columns were not recognised and will not be imported: 'Shoe Size', 'Email'.",
      "Student ID 'S1' appears on rows 2, 3; each student should have their own Student ID.",
    ]);
  });

  it('warns when a column repeats a field, and reads the primary one', () => {
    // Prepare
    const bytes = csvBytes([
      ['First Name', 'Year', 'Class'],
      ['Ann', '7', '7A'],
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'students.csv', asStudents));

    // Assess
    expect(result.rows[0]?.classGroups).toEqual(['7A']);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      "Column 'Year' was not read because column 'Class' already gives the Class.",
    ]);
  });

  it('reports a missing First Name column with the accepted headings', () => {
    // Prepare
    const bytes = csvBytes([
      ['Name', 'Student ID'],
      ['Ann', '1'],
    ]);

    // Act
    const result = readImportFile(bytes, 'students.csv', asStudents);

    // Assess
    expect(errorMessages(result)).toEqual([
      'The file has no First Name column. Accepted headings: First Name, First, Given, Given Name, Christian, Christian Name.',
    ]);
  });

  it('lists only the first 100 row problems and counts the rest', () => {
    // Prepare
    const lines = [['First Name', 'Last Name'], ...Array.from({ length: 150 }, () => ['', 'Smith'])];

    // Act
    const result = readImportFile(csvBytes(lines), 'students.csv', asStudents);

    // Assess
    const messages = errorMessages(result);
    expect(messages).toHaveLength(101);
    expect(messages[100]).toBe('…and 50 more problems in other rows.');
  });

  it('refuses a value longer than the limit', () => {
    // Prepare
    const bytes = csvBytes([
      ['First Name', 'NameID'],
      ['Ann', 'x'.repeat(501)],
    ]);

    // Act
    const result = readImportFile(bytes, 'students.csv', asStudents);

    // Assess
    expect(errorMessages(result)).toEqual(["Row 2, column 'NameID': the value is longer than 500 characters."]);
  });

  it('holds names and Student IDs to the limits Create Student and Add Teacher hold them to', () => {
    const students = csvBytes([
      ['First Name', 'Last Name', 'Student ID'],
      ['a'.repeat(PERSON_NAME_MAX_LENGTH), 'b'.repeat(PERSON_NAME_MAX_LENGTH), 'c'.repeat(STUDENT_ID_MAX_LENGTH)],
      ['a'.repeat(PERSON_NAME_MAX_LENGTH + 1), 'Lee', 'c'.repeat(STUDENT_ID_MAX_LENGTH + 1)],
    ]);
    const teachers = csvBytes([
      ['Title', 'First Name', 'Last Name', 'Email'],
      ['Dr.', 'x'.repeat(120), 'Okafor', 'okafor@school.example'],
    ]);

    expect(errorMessages(readImportFile(students, 'students.csv', asStudents))).toEqual([
      `Row 3, column 'First Name': the value is longer than ${PERSON_NAME_MAX_LENGTH} characters.`,
      `Row 3, column 'Student ID': the value is longer than ${STUDENT_ID_MAX_LENGTH} characters.`,
    ]);
    expect(errorMessages(readImportFile(teachers, 'teachers.csv', { schoolRole: 'teacher' }))).toEqual([
      `Row 2, column 'First Name': the value is longer than ${PERSON_NAME_MAX_LENGTH} characters.`,
    ]);
  });

  it("names the titles a teacher's row may have, ending in one full stop", () => {
    const teachers = csvBytes([
      ['Title', 'First Name', 'Last Name', 'Email'],
      ['Prof', 'Ada', 'Okafor', 'okafor@school.example'],
    ]);

    expect(errorMessages(readImportFile(teachers, 'teachers.csv', { schoolRole: 'teacher' }))).toEqual([
      "Row 2, column 'Title': 'Prof' is not a title: write Mr., Ms., Mrs., Miss or Dr.",
    ]);
  });
});

describe('reading CSV text in its many encodings and dialects', () => {
  it('drops a UTF-8 byte order mark', () => {
    // Prepare
    const text = new TextEncoder().encode('\uFEFFFirst Name,Last Name\r\nZoë,Müller\r\n');

    // Act
    const result = expectSuccess(readImportFile(text, 'students.csv', asStudents));

    // Assess
    expect(result.rows[0]).toMatchObject({ firstName: 'Zoë', lastName: 'Müller' });
  });

  it('reads Windows-1252 text from older Excel versions', () => {
    // Prepare: 'José' with é as the single byte 0xE9.
    const bytes = new Uint8Array([...new TextEncoder().encode('First Name\r\nJos'), 0xe9, 0x0d, 0x0a]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'students.csv', asStudents));

    // Assess
    expect(result.rows[0]?.firstName).toBe('José');
  });

  it('reads semicolon-separated files as European Excel saves them', () => {
    // Prepare
    const bytes = new TextEncoder().encode('First Name;Last Name;Student ID\nAnn;Lee;0012\n');

    // Act
    const result = expectSuccess(readImportFile(bytes, 'students.csv', asStudents));

    // Assess
    expect(result.rows[0]).toMatchObject({ firstName: 'Ann', lastName: 'Lee', schoolKey: '0012' });
  });
});

describe('reading workbooks', () => {
  it('reads an .xlsx, keeping the zeros of formatted Student IDs and every digit of long ones', () => {
    // Prepare
    const bytes = workbookBytes(
      [
        {
          name: 'Roster',
          rows: [
            ['First Name', 'Student ID'],
            ['Ann', 123],
            ['Ben', 123456789012345],
            ['Cal', 'AB-1'],
          ],
        },
      ],
      'xlsx',
      (sheet) => {
        const cell = sheet['B2'] as XLSX.CellObject;
        cell.z = '00000';
      },
    );

    // Act
    const result = expectSuccess(readImportFile(bytes, 'roster.xlsx', asStudents));

    // Assess
    expect(result.sheetName).toBe('Roster');
    expect(result.rows.map((row) => row.schoolKey)).toEqual(['00123', '123456789012345', 'AB-1']);
  });

  it('reads an Excel 97-2003 .xls', () => {
    // Prepare
    const bytes = workbookBytes(
      [
        {
          name: 'Sheet1',
          rows: [
            ['First Name', 'Last Name'],
            ['Ann', 'Lee'],
          ],
        },
      ],
      'biff8',
    );

    // Act
    const result = expectSuccess(readImportFile(bytes, 'roster.xls', asStudents));

    // Assess
    expect(result.rows[0]).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
  });

  it('reads an HTML table that a school system saved with an .xls name', () => {
    // Prepare
    const bytes = new TextEncoder().encode(
      '<table><tr><td>First Name</td><td>Student ID</td></tr><tr><td>Ann</td><td>007</td></tr></table>',
    );

    // Act
    const result = expectSuccess(readImportFile(bytes, 'export.xls', asStudents));

    // Assess
    expect(result.rows[0]).toMatchObject({ firstName: 'Ann', schoolKey: '007' });
  });

  it('reads the first sheet only and says which sheets it ignored', () => {
    // Prepare
    const bytes = workbookBytes([
      { name: 'Students', rows: [['First Name'], ['Ann']] },
      { name: 'Notes', rows: [['do not import']] },
      { name: 'Blank', rows: [[]] },
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'roster.xlsx', asStudents));

    // Assess
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      "Only the first sheet 'Students' was read; these sheets were ignored: 'Notes'.",
    ]);
  });
});

describe('files that cannot be imported', () => {
  it.each([
    [
      'a CSV named .xlsx',
      csvBytes([['First Name'], ['Ann']]),
      'roster.xlsx',
      'The selected file is not a valid .xlsx workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
    ],
    [
      'a PNG named .csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'roster.csv',
      'The selected file is not a text (.csv) file. Save it again from your spreadsheet program as .csv or .xlsx.',
    ],
    [
      'a PDF named .xls',
      new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
      'roster.xls',
      'The selected file is not a valid .xls workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
    ],
    [
      'a broken ZIP named .xlsx',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]),
      'roster.xlsx',
      'The selected file is not a valid .xlsx workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
    ],
    ['an empty file', new Uint8Array(0), 'roster.csv', 'The selected file is empty.'],
    ['a file of empty cells', new TextEncoder().encode(',,\r\n,,\r\n'), 'roster.csv', 'The selected file is empty.'],
    [
      'a file with headings only',
      csvBytes([['First Name', 'Last Name']]),
      'roster.csv',
      'The file has column headings but no student rows.',
    ],
    [
      'a file whose first row is blank',
      new TextEncoder().encode(',\nFirst Name,Last Name\nAnn,Lee\n'),
      'roster.csv',
      'The first row of the file must hold the column headings, but it is blank.',
    ],
    ['a Word document', new Uint8Array([1, 2, 3]), 'roster.docx', 'The selected file is an unsupported format.'],
  ])('refuses %s with a clear message', (_, bytes, fileName, message) => {
    // Act
    const result = readImportFile(bytes, fileName, asStudents);

    // Assess
    expect(errorMessages(result)).toEqual([message]);
  });

  it('refuses a file over the size limit', () => {
    // Prepare
    const bytes = new Uint8Array(MAX_IMPORT_FILE_BYTES + 1).fill(0x61);

    // Act
    const result = readImportFile(bytes, 'roster.csv', asStudents);

    // Assess
    expect(errorMessages(result)).toEqual(['The selected file is 10.0 MB; files up to 10 MB can be imported.']);
  });

  it('refuses a CSV with more rows than the limit', () => {
    // Prepare
    const text = `First Name\n${'Ann\n'.repeat(MAX_IMPORT_ROWS + 1)}`;

    // Act
    const result = readImportFile(new TextEncoder().encode(text), 'roster.csv', asStudents);

    // Assess
    expect(errorMessages(result)).toEqual([
      'The selected file has more than 15,001 rows; up to 15,000 rows can be imported at once.',
    ]);
  });

  it('refuses a workbook with more rows than the limit without reading them all', () => {
    // Prepare
    const bytes = xlsxBytes([
      ['First Name'],
      ...Array.from({ length: MAX_IMPORT_ROWS + 5 }, (_, index) => [`Student ${index}`]),
    ]);

    // Act
    const result = readImportFile(bytes, 'roster.xlsx', asStudents);

    // Assess
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.code).toBe('file-too-many-rows');
  });
});

describe('reading a teacher file', () => {
  const asTeachers = { schoolRole: 'teacher' } as const;

  it('needs Title, First Name, Last Name and Email columns', () => {
    // Prepare
    const bytes = csvBytes([['First Name'], ['Ann']]);

    // Act
    const result = readImportFile(bytes, 'teachers.csv', asTeachers);

    // Assess
    expect(errorMessages(result)).toEqual([
      'The file has no Title column. Accepted headings: Title.',
      'The file has no Last Name column. Accepted headings: Last Name, Last, Surname, Family, Family Name.',
      'The file has no Email column. Accepted headings: Email, Email Address, Mail.',
    ]);
  });

  it('needs all four on every row, a real email, a known title, and a different email per teacher', () => {
    // Prepare
    const bytes = csvBytes([
      ['Title', 'First Name', 'Last Name', 'Mail'],
      ['mr', 'Sam', 'Lee', 'sam@school.edu'],
      ['', 'Kim', '', 'kim@school.edu'],
      ['Sir', 'Ann', 'Bell', 'not an email'],
      ['Dr', 'Bo', 'Chan', 'SAM@school.edu'],
    ]);

    // Act
    const result = readImportFile(bytes, 'teachers.csv', asTeachers);

    // Assess
    expect(errorMessages(result)).toEqual([
      "Row 3, column 'Title': Title cannot be blank for a teacher.",
      "Row 3, column 'Last Name': Last Name cannot be blank for a teacher.",
      "Row 4, column 'Mail': 'not an email' is not an email address.",
      "Row 4, column 'Title': 'Sir' is not a title: write Mr., Ms., Mrs., Miss or Dr.",
      "Email 'sam@school.edu' appears on rows 2, 5; each teacher needs their own email address.",
    ]);
  });

  it('writes titles the way the title list does', () => {
    // Prepare
    const bytes = csvBytes([
      ['Title', 'First Name', 'Last Name', 'Email'],
      ['MRS', 'Kim', 'Ng', 'kim@school.edu'],
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'teachers.csv', asTeachers));

    // Assess
    expect(result.rows[0]).toMatchObject({ title: 'Mrs.', email: 'kim@school.edu' });
  });

  it('in a SAML import needs NameID, First Name and Email but not Title or Last Name', () => {
    // Prepare
    const bytes = csvBytes([
      ['NameID', 'First Name', 'Email', 'Central ID'],
      ['t-1', 'Kim', 'kim@school.edu', 'C-9'],
    ]);

    // Act
    const result = expectSuccess(readImportFile(bytes, 'teachers.csv', { schoolRole: 'teacher', saml: true }));

    // Assess
    expect(result.rows[0]).toMatchObject({ nameId: 't-1', centralId: 'C-9' });
  });
});

describe('reading a SAML file', () => {
  it('needs a NameID on every row and no NameID twice', () => {
    // Prepare
    const bytes = csvBytes([
      ['NameID', 'First Name'],
      ['n-1', 'Ann'],
      ['', 'Ben'],
      ['N-1', 'Cal'],
    ]);

    // Act
    const result = readImportFile(bytes, 'students.csv', { schoolRole: 'student', saml: true });

    // Assess
    expect(errorMessages(result)).toEqual([
      "Row 3, column 'NameID': NameID cannot be blank in a single sign-on (SAML) import.",
      "NameID 'n-1' appears on rows 2, 4; a NameID identifies one person and cannot repeat.",
    ]);
  });

  it('needs a School column, filled in, for a multi-school import', () => {
    // Prepare
    const withoutSchool = csvBytes([
      ['NameID', 'First Name'],
      ['n-1', 'Ann'],
    ]);
    const blankSchool = csvBytes([
      ['NameID', 'First Name', 'ACARA'],
      ['n-1', 'Ann', ''],
    ]);

    // Act
    const missingColumn = readImportFile(withoutSchool, 'students.csv', {
      schoolRole: 'student',
      samlMultiSchool: true,
    });
    const missingValue = readImportFile(blankSchool, 'students.csv', { schoolRole: 'student', samlMultiSchool: true });

    // Assess
    expect(errorMessages(missingColumn)).toEqual([
      'The file has no School column. Accepted headings: School, School ID, AgeId, ACARA.',
    ]);
    expect(errorMessages(missingValue)).toEqual([
      "Row 2, column 'ACARA': School cannot be blank in a multi-school import.",
    ]);
  });
});
