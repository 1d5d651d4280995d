import { describe, expect, it, vi } from 'vitest';
import { emptyRosterRecords, type RosterRecords } from '../../../../functions/domain/oneroster/roster/roster-records';
import { selectionOf } from '../../../../functions/domain/oneroster/roster/roster-selections';

const recordsOf = (): RosterRecords => emptyRosterRecords();

describe("a path's records selected from a school's warm copy", () => {
  it('selects once per copy: each page of the same path is cut from the same records', () => {
    // Prepare
    const records = recordsOf();
    const students = [{ sourcedId: 'a' }, { sourcedId: 'b' }];
    const select = vi.fn(() => students);

    // Act
    const first = selectionOf(records, { collection: 'schools', sourcedId: 's-1', related: 'students' }, select);
    const second = selectionOf(records, { collection: 'schools', sourcedId: 's-1', related: 'students' }, select);

    // Assess
    expect(first).toBe(students);
    expect(second).toBe(students);
    expect(select).toHaveBeenCalledTimes(1);
  });

  it("keeps each parent's related records apart, and selects again from a new copy", () => {
    // Prepare
    const records = recordsOf();
    const ofClass = (classId: string) => () => [{ sourcedId: `${classId}-student` }];

    // Act
    const a = selectionOf(records, { collection: 'classes', sourcedId: 'a', related: 'students' }, ofClass('a'));
    const b = selectionOf(records, { collection: 'classes', sourcedId: 'b', related: 'students' }, ofClass('b'));
    const teachers = selectionOf(records, { collection: 'classes', sourcedId: 'a', related: 'teachers' }, () => []);
    const fresh = selectionOf(recordsOf(), { collection: 'classes', sourcedId: 'a', related: 'students' }, () => []);

    // Assess
    expect(a).toEqual([{ sourcedId: 'a-student' }]);
    expect(b).toEqual([{ sourcedId: 'b-student' }]);
    expect(teachers).toEqual([]);
    expect(fresh).toEqual([]);
  });

  it('selects a collection once for all its single records, and selects again after a parent it could not see', () => {
    // Prepare
    const records = recordsOf();
    const users = [{ sourcedId: 'u' }];
    const select = vi.fn(() => users);
    const unseen = vi.fn(() => {
      throw new Error('no such parent');
    });

    // Act
    selectionOf(records, { collection: 'users', sourcedId: 'u' }, select);
    selectionOf(records, { collection: 'users', sourcedId: 'v' }, select);
    const tries = [1, 2].map(() => {
      try {
        return selectionOf(records, { collection: 'schools', sourcedId: 'x', related: 'classes' }, unseen);
      } catch (error) {
        return (error as Error).message;
      }
    });

    // Assess
    expect(select).toHaveBeenCalledTimes(1);
    expect(tries).toEqual(['no such parent', 'no such parent']);
    expect(unseen).toHaveBeenCalledTimes(2);
  });
});
