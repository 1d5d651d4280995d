import '../support/in-english';
import { describe, expect, it } from 'vitest';
import { countLabel, jobProgress } from '../../../../frontend/src/lib/jobs';

describe("a job's bar and its steps in words agree", () => {
  it.each([
    [
      'a finished job with no steps (an import of an empty file)',
      { status: 'succeeded', done: 0, total: 0 },
      100,
      'Nothing to do: it had no steps',
    ],
    ['a finished job', { status: 'succeeded', done: 12, total: 12 }, 100, 'All 12 steps done'],
    ['a finished job of one step', { status: 'succeeded', done: 1, total: 1 }, 100, 'All 1 step done'],
    ['a running job', { status: 'running', done: 1, total: 3 }, 33, '1 of 3 steps done'],
    ['a job that has not counted its steps yet', { status: 'queued', done: 0, total: 0 }, 0, '0 of … steps done'],
    ['a stopped job', { status: 'failed', done: 5, total: 10 }, 50, '5 of 10 steps done'],
  ])('%s', (_case, job, percent, steps) => {
    expect(jobProgress(job)).toEqual({ percent, steps });
  });
});

describe("a job's counts named in the reader's language", () => {
  it('names the counts the server keeps from the catalogue, and spells out a key it has no name for', async () => {
    const { i18n } = await import('@lingui/core');
    const { messages } = await import('../../../../shared/i18n/catalogues/es/common');
    expect(countLabel('classesCreated')).toBe('Classes created');
    expect(countLabel('teachers matched')).toBe('Teachers matched');
    expect(countLabel('somethingNew')).toBe('Something new');
    expect(countLabel('constructor')).toBe('Constructor');
    i18n.loadAndActivate({ locale: 'es', messages });
    try {
      expect(countLabel('classesCreated')).toBe('Clases creadas');
      expect(countLabel('studentsDeleted')).toBe('Alumnos eliminados');
    } finally {
      i18n.activate('en');
    }
  });
});
