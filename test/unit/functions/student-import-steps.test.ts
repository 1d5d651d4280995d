import { describe, expect, it } from 'vitest';
import type { ImportApplyUser } from '../../../shared/import';
import { STUDENT_IMPORT_MESSAGES } from '../../../shared/schemas/student-import';
import { checkPlan } from '../../../functions/domain/student-import/apply';
import { profileChangesOf } from '../../../functions/domain/student-import/apply-work';
import {
  importedClassId,
  importSteps,
  planEntriesOf,
  type RestoreEntry,
} from '../../../functions/domain/student-import/plan';
import { conflictsBetween } from '../../../functions/domain/student-import/undo';
import { aUser } from '../rules/fixtures';

function row(fields: Partial<ImportApplyUser> & { firstName: string }): ImportApplyUser {
  return {
    lastName: null,
    schoolKey: null,
    password: null,
    nameId: null,
    school: null,
    email: null,
    title: null,
    centralId: null,
    classGroups: [],
    matches: [],
    ...fields,
  };
}

const sam = aUser({
  id: 'sam',
  firstName: 'Sam',
  lastName: 'Lee',
  schoolId: 'school',
  schoolRole: 'student',
  schoolKey: 'S1',
});
const restore: RestoreEntry[] = [
  { account: { profile: sam, classIds: ['c7a'] } },
  { class: { classGroup: { id: 'c7a', schoolId: 'school', name: '7A', code: 'AAAA' }, teacherIds: [] } },
  { class: { classGroup: { id: 'c7b', schoolId: 'school', name: '7B', code: 'BBBB' }, teacherIds: ['t1'] } },
];

describe('the steps of an import', () => {
  it('finds the file classes among the school classes by name without case or spacing, gives new ones ids of the import, and lists the others', () => {
    // Prepare
    const plan = planEntriesOf({
      users: [
        row({ firstName: 'Sam', classGroups: [' 7a '], matches: ['sam'] }),
        row({ firstName: 'Nina', classGroups: ['7A', '7C'] }),
      ],
      deleted: ['old'],
    });

    // Act
    const steps = importSteps('import-1', 'student', plan, restore);
    const again = importSteps('import-1', 'student', plan, restore);

    // Assess
    expect(steps.newClasses).toEqual([{ id: importedClassId('import-1', '7c'), name: '7C' }]);
    expect(again.newClasses).toEqual(steps.newClasses);
    expect(importedClassId('import-2', '7c')).not.toBe(importedClassId('import-1', '7c'));
    expect(steps.fileClasses).toEqual([
      { classId: 'c7a', rows: [0, 1] },
      { classId: importedClassId('import-1', '7c'), rows: [1] },
    ]);
    expect(steps.otherClasses.map((other) => other.classGroup.id)).toEqual(['c7b']);
    expect(steps.deleted).toEqual(['old']);
  });

  it("changes only what the file gives and differs from the account: blank cells keep the account's values, a title outside the list is ignored", () => {
    // Act
    const same = profileChangesOf(row({ firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1' }), sam, 'school');
    const renamed = profileChangesOf(row({ firstName: 'Samuel', title: 'Sir' }), sam, 'school');
    const moved = profileChangesOf(row({ firstName: 'Sam' }), sam, 'other-school');

    // Assess
    expect(same).toEqual({});
    expect(renamed).toEqual({ firstName: 'Samuel' });
    expect(moved).toEqual({ schoolId: 'other-school' });
  });
});

describe('the plan check of apply', () => {
  const existing = [
    { id: 'sam', firstName: 'Sam', schoolId: 'school' },
    { id: 'far', firstName: 'Far', schoolId: 'other', otherSchool: true },
  ];

  it('accepts the accounts prepare offered and refuses any other, another school account deleted, or an account named twice', () => {
    // Act
    const attempt = (users: ImportApplyUser[], deleted: string[]) => () =>
      checkPlan({ users, deleted }, { existing }, 'student');

    // Assess
    expect(attempt([row({ firstName: 'Sam', matches: ['sam', 'far'] })], [])).not.toThrow();
    expect(attempt([row({ firstName: 'X', matches: ['stranger'] })], [])).toThrow(
      STUDENT_IMPORT_MESSAGES.accountNotOffered,
    );
    expect(attempt([], ['far'])).toThrow(STUDENT_IMPORT_MESSAGES.accountNotOffered);
    expect(attempt([row({ firstName: 'Sam', matches: ['sam'] })], ['sam'])).toThrow(
      STUDENT_IMPORT_MESSAGES.accountTwice,
    );
    expect(() => checkPlan({ users: [row({ firstName: 'Tess' })], deleted: [] }, { existing }, 'teacher')).toThrow(
      'A new teacher needs an email address.',
    );
  });
});

describe('what changed since an import', () => {
  it('names accounts renamed, moved to another class, deleted, and classes renamed or deleted; nothing when all is as the import left it', () => {
    // Prepare
    const now: RestoreEntry[] = [
      { account: { profile: { ...sam, firstName: 'Sammy' }, classIds: ['c7a'] } },
      { class: { classGroup: { id: 'c7a', schoolId: 'school', name: '7A (2027)', code: 'AAAA' }, teacherIds: [] } },
    ];
    const moved: RestoreEntry[] = [{ account: { profile: sam, classIds: ['c7b'] } }, ...restore.slice(1)];

    // Act
    const unchanged = conflictsBetween(restore, restore);
    const changed = conflictsBetween(restore, now);
    const otherClass = conflictsBetween(restore, moved);
    const gone = conflictsBetween(restore, restore.slice(1));

    // Assess
    expect(unchanged).toEqual([]);
    expect(changed).toEqual([
      { kind: 'account', id: 'sam', name: 'Sam Lee', change: 'renamed since the import' },
      { kind: 'class', id: 'c7a', name: '7A', change: 'renamed since the import' },
      { kind: 'class', id: 'c7b', name: '7B', change: 'deleted since the import' },
    ]);
    expect(otherClass).toEqual([
      { kind: 'account', id: 'sam', name: 'Sam Lee', change: 'moved to another class since the import' },
    ]);
    expect(gone).toEqual([
      { kind: 'account', id: 'sam', name: 'Sam Lee', change: 'deleted or moved to another school since the import' },
    ]);
  });

  it('says only that a class was deleted when its students left it with it, and names a student taken out of one', () => {
    // Prepare
    const classDeleted: RestoreEntry[] = [{ account: { profile: sam, classIds: [] } }, restore[2] as RestoreEntry];
    const takenOut: RestoreEntry[] = [{ account: { profile: sam, classIds: [] } }, ...restore.slice(1)];

    // Act
    const afterDeletion = conflictsBetween(restore, classDeleted);
    const afterRemoval = conflictsBetween(restore, takenOut);

    // Assess
    expect(afterDeletion).toEqual([{ kind: 'class', id: 'c7a', name: '7A', change: 'deleted since the import' }]);
    expect(afterRemoval).toEqual([
      { kind: 'account', id: 'sam', name: 'Sam Lee', change: 'taken out of a class since the import' },
    ]);
  });
});
