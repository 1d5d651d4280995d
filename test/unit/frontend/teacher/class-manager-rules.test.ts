import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, type ClassGroupSummary } from '../../../../shared/schemas/classes';
import { type StudentRow } from '../../../../shared/schemas/students';
import {
  classNameOf,
  classTitle,
  deletedMessage,
  personName,
  sortStudents,
} from '../../../../frontend/src/features/teacher/class-format';
import { classManagerLists, transferRules } from '../../../../frontend/src/features/teacher/class-manager-rules';

function aClass(overrides: Partial<ClassGroupSummary> = {}): ClassGroupSummary {
  return {
    id: 'c1',
    schoolId: 's1',
    name: '3B',
    code: 'ABC234',
    teachers: [],
    totalStudents: 0,
    editable: true,
    educationalStages: [],
    ...overrides,
  };
}

function aStudent(firstName: string, lastName: string): StudentRow {
  return {
    id: `${firstName}-${lastName}`,
    firstName,
    lastName,
    username: null,
    schoolKey: null,
    hasPassword: true,
    lastSignIn: null,
    classGroups: [],
  };
}

describe('classManagerLists', () => {
  it("lists a teacher's named classes by name, leaving out and counting the unnamed ones", () => {
    // Prepare
    const classes = [aClass({ id: 'b', name: '4A' }), aClass({ id: 'x', name: '  ' }), aClass({ id: 'a', name: '3B' })];

    // Act
    const { lists, unnamed } = classManagerLists(classes, false);

    // Assess
    expect(lists.map((list) => list.label)).toEqual(['3B', '4A']);
    expect(unnamed).toBe(1);
  });

  it("names each class with its teachers when the classes are several teachers', so two classes of one name can be told apart", () => {
    // Prepare
    const citizen = { id: 't1', title: 'Ms.' as const, firstName: 'Jane', lastName: 'Citizen' };
    const lee = { id: 't2', title: null, firstName: 'Sam', lastName: 'Lee' };
    const classes = [
      aClass({ id: 'a', name: '4A', teachers: [citizen] }),
      aClass({ id: 'b', name: '4A', teachers: [lee] }),
      aClass({ id: 'c', name: 'Chess', teachers: [] }),
    ];

    // Act
    const { lists } = classManagerLists(classes, true);
    const oneTeacher = classManagerLists(
      [aClass({ teachers: [citizen] }), aClass({ id: 'd', teachers: [citizen] })],
      false,
    );

    // Assess
    expect(lists.slice(0, 3).map((list) => list.label)).toEqual([
      '4A (Ms. Citizen)',
      '4A (Sam Lee)',
      'Chess (no teacher)',
    ]);
    expect(oneTeacher.lists.map((list) => list.label)).toEqual(['3B', '3B']);
  });

  it("adds the virtual lists for the school's administrators, locked as targets; a class the caller may not change is locked too", () => {
    // Act
    const { lists } = classManagerLists([aClass({ editable: false })], true);

    // Assess
    expect(lists.map((list) => [list.id, list.locked])).toEqual([
      ['c1', true],
      ['all-students', true],
      ['students-in-no-class', true],
    ]);
  });
});

describe('transferRules', () => {
  const { lists } = classManagerLists(
    [
      aClass({ id: 'a', name: '3B' }),
      aClass({ id: 'b', name: '4A' }),
      aClass({ id: 'l', name: 'Locked', editable: false }),
    ],
    true,
  );
  const list = (id: string) => lists.find((candidate) => candidate.id === id);

  it('copies and moves between two classes the caller may change', () => {
    expect(transferRules(list('a'), list('b'))).toEqual({ canCopy: true, canMove: true, targetProblem: null });
  });

  it('never moves from all students, and never copies from the students in no class', () => {
    expect(transferRules(list('all-students'), list('b'))).toMatchObject({ canCopy: true, canMove: false });
    expect(transferRules(list('students-in-no-class'), list('b'))).toMatchObject({ canCopy: false, canMove: true });
  });

  it('refuses a locked target, a virtual list as target, the source itself and no target', () => {
    expect(transferRules(list('a'), list('l'))).toEqual({
      canCopy: false,
      canMove: false,
      targetProblem: CLASS_MESSAGES.targetLocked,
    });
    expect(transferRules(list('a'), list('students-in-no-class')).targetProblem).toBe(CLASS_MESSAGES.targetLocked);
    expect(transferRules(list('a'), list('a')).canMove).toBe(false);
    expect(transferRules(list('a'), undefined).canCopy).toBe(false);
  });
});

describe('class and student formatting', () => {
  it("shows a blank class name as '(unnamed)' and prefixes another school's class with the school", () => {
    expect(classNameOf({ name: ' ' })).toBe('(unnamed)');
    const detail = {
      classGroup: aClass(),
      school: {
        id: 's2',
        name: 'Hill School',
        restrictAccounts: false,
        hideSchoolKey: false,
        language: null,
        administrators: [],
      },
    };
    expect(classTitle({ ...detail, otherSchool: false })).toBe('Class: 3B');
    expect(classTitle({ ...detail, otherSchool: true })).toBe('Hill School - Class: 3B');
  });

  it('sorts students by last name, then first name', () => {
    const sorted = sortStudents([aStudent('Zoe', 'Adams'), aStudent('Ann', 'Brown'), aStudent('Abe', 'Adams')]);
    expect(sorted.map((student) => `${student.firstName} ${student.lastName}`)).toEqual([
      'Abe Adams',
      'Zoe Adams',
      'Ann Brown',
    ]);
  });

  it('names people with their title and counts deleted students', () => {
    expect(personName({ id: '1', title: 'Ms.', firstName: 'Jane', lastName: 'Citizen' })).toBe('Ms. Jane Citizen');
    expect(personName({ id: '1', title: null, firstName: 'Jane', lastName: 'Citizen' })).toBe('Jane Citizen');
    expect(deletedMessage(1)).toBe('1 student deleted.');
    expect(deletedMessage(3)).toBe('3 students deleted.');
  });
});
