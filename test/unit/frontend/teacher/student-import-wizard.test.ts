import '../support/in-english';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../../../shared/import';
import {
  canOfferUndo,
  nextStep,
  previousStep,
  roleWording,
  sampleFileHref,
  schoolRoleOf,
  STEP_TITLES,
} from '../../../../frontend/src/features/teacher/student-import/wizard-steps';
import { countLabel, progressPercent } from '../../../../frontend/src/lib/jobs';

describe('SMART Tool step navigation', () => {
  const withClasses = { hasClassColumn: true };
  const withoutClasses = { hasClassColumn: false };

  it('walks the six pages in order when the file has a class column', () => {
    const seen = ['intro' as const];
    for (let step = nextStep('intro', withClasses); step; step = nextStep(step, withClasses)) seen.push(step as never);
    expect(seen).toEqual(['intro', 'prepare', 'select', 'match', 'classes', 'apply']);
    expect(seen.map((step) => STEP_TITLES[step])).toEqual([
      'SMART Tool',
      'Step 1. Prepare Your file',
      'Step 2. Select Your file',
      'Step 3. Match',
      'Step 4. Review Classes',
      'Ready To Apply',
    ]);
  });

  it('skips the class review both ways without a class column', () => {
    expect(nextStep('match', withoutClasses)).toBe('apply');
    expect(previousStep('apply', withoutClasses)).toBe('match');
    expect(nextStep('match', withClasses)).toBe('classes');
    expect(previousStep('apply', withClasses)).toBe('classes');
  });

  it('has no page before the intro nor after Ready To Apply', () => {
    expect(previousStep('intro', withClasses)).toBeNull();
    expect(nextStep('apply', withClasses)).toBeNull();
    expect(previousStep('select', withoutClasses)).toBe('prepare');
  });
});

describe('SMART Tool wording and helpers', () => {
  it('reads the role from the query, students unless it says teacher', () => {
    expect(schoolRoleOf('teacher')).toBe('teacher');
    expect(schoolRoleOf('student')).toBe('student');
    expect(schoolRoleOf(null)).toBe('student');
    expect(schoolRoleOf('admin')).toBe('student');
    expect(roleWording('teacher').people).toBe('teachers');
    expect(roleWording('student').People).toBe('Students');
  });

  it('serves the sample file of each role from data/samples', () => {
    expect(sampleFileHref('student')).toBe('/data/samples/student-import-sample.csv');
    expect(sampleFileHref('teacher')).toBe('/data/samples/teacher-import-sample.csv');
  });

  it('offers Undo only for an applied import within its window', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(canOfferUndo({ state: 'applied', undoableUntil: '2026-03-11T00:00:00Z' }, now)).toBe(true);
    expect(canOfferUndo({ state: 'applied', undoableUntil: '2026-03-09T00:00:00Z' }, now)).toBe(false);
    expect(canOfferUndo({ state: 'undone', undoableUntil: '2026-03-11T00:00:00Z' }, now)).toBe(false);
    expect(canOfferUndo({ state: 'failed', undoableUntil: '2026-03-11T00:00:00Z' }, now)).toBe(false);
  });

  it('draws progress as a whole percentage, 0 before the work is counted', () => {
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 5, total: 5 })).toBe(100);
  });

  it('names the apply and undo counts in words, not as their keys', () => {
    expect(countLabel('classesCreated')).toBe('Classes created');
    expect(countLabel('classesRemoved')).toBe('Classes removed');
    expect(countLabel('classesRestored')).toBe('Classes restored');
    expect(countLabel('created')).toBe('Created');
  });
});

describe('the sample files', () => {
  const publicFolder = path.resolve(import.meta.dirname, '../../../../frontend/public');
  it.each(['student', 'teacher'] as const)('the %s sample reads without errors or warnings', (role) => {
    const bytes = new Uint8Array(readFileSync(path.join(publicFolder, sampleFileHref(role))));
    const result = readImportFile(bytes, `${role}-import-sample.csv`, { schoolRole: role });
    expect(result.ok && result.warnings).toEqual([]);
    expect(result.ok && result.hasClassColumn).toBe(role === 'student');
    expect(result.ok && result.rows.length).toBeGreaterThan(1);
  });
});
