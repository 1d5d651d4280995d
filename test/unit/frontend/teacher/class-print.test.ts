import { describe, expect, it } from 'vitest';
import { printJobWords } from '../../../../frontend/src/features/teacher/class-print';
import { MAX_PRINTED_STUDENTS } from '../../../../shared/schemas/student-documents';

describe('printJobWords (the class page prints a large class as a job)', () => {
  it(`opens a document of up to ${MAX_PRINTED_STUDENTS} students at once`, () => {
    // Act
    const words = (['list', 'login-cards', 'home-letters'] as const).map((format) =>
      printJobWords(format, MAX_PRINTED_STUDENTS, '4A'),
    );

    // Assess
    expect(words).toEqual([null, null, null]);
  });

  it('makes a larger one by a job, naming what it prepares and what it downloads', () => {
    // Act
    const cards = printJobWords('login-cards', MAX_PRINTED_STUDENTS + 1, 'Year 7');
    const letters = printJobWords('home-letters', 2_000, 'Year 7');

    // Assess
    expect(cards).toEqual({
      label: 'Preparing the login cards of Year 7',
      saveLabel: 'Download login cards (PDF)',
    });
    expect(letters?.saveLabel).toBe('Download home letters (PDF)');
  });
});
