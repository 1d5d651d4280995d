import { describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES, type TeacherRow } from '../../../../shared/schemas/teachers';
import {
  NO_EMAIL_FOR_PASSWORD,
  afterOwnAdminChange,
  deleteTeacherWarning,
  teacherActions,
  teacherImportColumns,
} from '../../../../frontend/src/features/teacher/teacher-actions';

function teacher(overrides: Partial<TeacherRow> = {}): TeacherRow {
  return {
    id: 't1',
    title: 'Ms.',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@school.example',
    username: 'jane@school.example',
    isSchoolAdmin: false,
    lastSignIn: null,
    classGroups: [],
    ...overrides,
  };
}

describe('teacherActions (Manage Teachers buttons, §5)', () => {
  it.each([[[]], [[teacher(), teacher({ id: 't2' })]]])(
    'needs exactly one teacher for every selection button',
    (chosen) => {
      // Act
      const actions = teacherActions(chosen, 'me');

      // Assess
      expect(actions).toEqual({
        adminLabel: 'Add/Remove Administrator',
        makeAdmin: true,
        admin: TEACHER_MESSAGES.selectOneTeacher,
        remove: TEACHER_MESSAGES.selectOneTeacher,
        resetPassword: TEACHER_MESSAGES.selectOneTeacher,
      });
    },
  );

  it('offers Add Administrator, Delete Teacher and Reset Password for one ordinary teacher', () => {
    expect(teacherActions([teacher()], 'me')).toEqual({
      adminLabel: 'Add Administrator',
      makeAdmin: true,
      admin: null,
      remove: null,
      resetPassword: null,
    });
  });

  it('offers Remove Administrator for an administrator, who cannot be deleted', () => {
    // Act
    const actions = teacherActions([teacher({ isSchoolAdmin: true })], 'me');

    // Assess
    expect(actions.adminLabel).toBe('Remove Administrator');
    expect(actions.makeAdmin).toBe(false);
    expect(actions.admin).toBeNull();
    expect(actions.remove).toBe(TEACHER_MESSAGES.cannotDeleteAdministrator);
  });

  it('does not let the signed-in teacher delete themself, even when not an administrator', () => {
    expect(teacherActions([teacher({ id: 'me' })], 'me').remove).toBe(TEACHER_MESSAGES.cannotDeleteYourself);
    expect(teacherActions([teacher({ id: 'me', isSchoolAdmin: true })], 'me').remove).toBe(
      TEACHER_MESSAGES.cannotDeleteYourself,
    );
  });

  it('cannot reset the password of a teacher without an email address', () => {
    expect(teacherActions([teacher({ email: null })], 'me').resetPassword).toBe(NO_EMAIL_FOR_PASSWORD);
  });
});

describe('deleteTeacherWarning', () => {
  it('names the teacher and the classes they are taken off', () => {
    // Prepare
    const assigned = teacher({
      classGroups: [
        { id: 'c1', name: '3B' },
        { id: 'c2', name: ' ' },
      ],
    });

    // Act
    const text = deleteTeacherWarning(assigned);

    // Assess
    expect(text).toContain('Ms. Jane Citizen');
    expect(text).toContain('the classes 3B, (unnamed)');
  });

  it('says when the teacher has no class', () => {
    expect(deleteTeacherWarning(teacher())).toContain('They teach no class of this school.');
    expect(deleteTeacherWarning(teacher({ classGroups: [{ id: 'c1', name: '4A' }] }))).toContain('the class 4A.');
  });
});

describe('afterOwnAdminChange', () => {
  it('reloads the page, or goes to My Classes when the status is gone', () => {
    expect(afterOwnAdminChange(true, '/teacher/schools/s/teachers', '/teacher')).toBe('/teacher/schools/s/teachers');
    expect(afterOwnAdminChange(false, '/teacher/schools/s/teachers', '/teacher')).toBe('/teacher');
  });
});

describe('teacherImportColumns', () => {
  it('gives Title the values a file may hold, and each other column what it holds in words', () => {
    // Act
    const columns = teacherImportColumns();

    // Assess
    expect(columns[0]).toMatchObject({ note: null, values: ['Mr.', 'Ms.', 'Mrs.', 'Miss', 'Dr.'] });
    expect(columns.slice(1).map((column) => column.note)).toEqual([
      "the teacher's first name",
      "the teacher's last name",
      'their email address, which becomes their username',
    ]);
    for (const column of columns.slice(1)) expect(column.values).toEqual([]);
  });

  it('lists Title, First Name, Last Name and Email with the headings the import also reads', () => {
    // Act
    const columns = teacherImportColumns();

    // Assess
    expect(columns.map((column) => column.label)).toEqual(['Title', 'First Name', 'Last Name', 'Email']);
    expect(columns[1]?.alternatives).toEqual(expect.arrayContaining(['First', 'Given', 'Christian']));
    expect(columns[2]?.alternatives).toEqual(expect.arrayContaining(['Last', 'Surname', 'Family']));
    expect(columns[3]?.alternatives).toEqual(['Email Address', 'Mail']);
  });
});
