import { describe, expect, it } from 'vitest';
import { countAttributes, sharingStudents, sharingWindow } from '../../../../functions/domain/data-sharing/report';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const window = sharingWindow(NOW);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('the data-sharing report’s counting', () => {
  it('looks back exactly 90 days', () => {
    expect(window).toEqual({ days: 90, from: '2026-08-31T12:00:00.000Z', asOf: NOW.toISOString() });
  });

  it('counts each attribute’s launches and distinct students, most launches first, then by name', () => {
    // Prepare: Ann twice with a first name and role, Ben once with a first name only.
    const launches = [
      { userId: 'ann', at: daysAgo(1), attributes: ['firstName', 'role'] },
      { userId: 'ann', at: daysAgo(2), attributes: ['firstName', 'role'] },
      { userId: 'ben', at: daysAgo(3), attributes: ['firstName'] },
    ];

    // Act
    const counts = countAttributes(launches, new Set(['ann', 'ben']), window);

    // Assess
    expect(counts).toEqual({
      launches: 3,
      students: 2,
      attributes: [
        { attribute: 'firstName', launches: 3, students: 2 },
        { attribute: 'role', launches: 2, students: 1 },
      ],
    });
  });

  it('leaves out launches before the window, after it, and of anyone who is not a student of the school', () => {
    const launches = [
      { userId: 'ann', at: window.from, attributes: ['firstName'] },
      { userId: 'ann', at: daysAgo(90.5), attributes: ['email'] },
      { userId: 'ann', at: new Date(NOW.getTime() + 1000).toISOString(), attributes: ['lastName'] },
      { userId: 'teacher', at: daysAgo(1), attributes: ['firstName', 'email'] },
    ];

    expect(countAttributes(launches, new Set(['ann']), window)).toEqual({
      launches: 1,
      students: 1,
      attributes: [{ attribute: 'firstName', launches: 1, students: 1 }],
    });
    expect(countAttributes([], new Set(['ann']), window)).toEqual({ launches: 0, students: 0, attributes: [] });
  });

  it('counts an attribute named twice in one launch once', () => {
    const counts = countAttributes(
      [{ userId: 'ann', at: daysAgo(1), attributes: ['firstName', 'firstName'] }],
      new Set(['ann']),
      window,
    );
    expect(counts.attributes).toEqual([{ attribute: 'firstName', launches: 1, students: 1 }]);
  });

  it('lists each student once with their launches, latest launch and every attribute received, latest first', () => {
    const students = new Map([
      ['ann', { name: 'A. A.', classes: ['5K'] }],
      ['ben', { name: 'B. B.', classes: [] }],
      ['cat', { name: 'C. C.', classes: ['6M'] }],
    ]);
    const launches = [
      { userId: 'ann', at: daysAgo(10), attributes: ['role', 'firstName'] },
      { userId: 'ann', at: daysAgo(4), attributes: ['lastInitial'] },
      { userId: 'ben', at: daysAgo(2), attributes: ['firstName'] },
      { userId: 'cat', at: daysAgo(120), attributes: ['firstName'] },
      { userId: 'someone-else', at: daysAgo(1), attributes: ['firstName'] },
    ];

    expect(sharingStudents(launches, students, window)).toEqual([
      { userId: 'ben', name: 'B. B.', classes: [], lastLaunchAt: daysAgo(2), launches: 1, attributes: ['firstName'] },
      {
        userId: 'ann',
        name: 'A. A.',
        classes: ['5K'],
        lastLaunchAt: daysAgo(4),
        launches: 2,
        attributes: ['firstName', 'lastInitial', 'role'],
      },
    ]);
  });
});
