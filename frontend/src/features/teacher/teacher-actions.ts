import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { TITLES } from '../../../../shared/constants';
import { translated } from '../../../../shared/i18n/text';
import { columnDefinitions, type ImportField } from '../../../../shared/import/headings';
import { TEACHER_MESSAGES, type TeacherRow } from '../../../../shared/schemas/teachers';
import { classNameOf, personName } from './class-format';
import { say } from './say';

/** Why a Manage Teachers button cannot act on the selection (its tooltip), or null when it can. */
export type Unavailable = string | null;

export interface TeacherActions {
  /**
   * Add Administrator or Remove Administrator for the one chosen teacher; Add/Remove Administrator
   * otherwise (in English: the button says it in the portal's language, ADMIN_LABELS).
   */
  adminLabel: 'Add Administrator' | 'Remove Administrator' | 'Add/Remove Administrator';
  /** The status the button sets (the opposite of the chosen teacher's). */
  makeAdmin: boolean;
  admin: Unavailable;
  remove: Unavailable;
  resetPassword: Unavailable;
}

/** The administrator button's words for each of its labels. */
export const ADMIN_LABELS: Record<TeacherActions['adminLabel'], MessageDescriptor> = {
  'Add Administrator': msg`Add Administrator`,
  'Remove Administrator': msg`Remove Administrator`,
  'Add/Remove Administrator': msg`Add/Remove Administrator`,
};

/** Reset Password's refusal for a teacher without an email address, in English. */
export const NO_EMAIL_FOR_PASSWORD = 'This teacher has no email address to send a password to.';

/**
 * Which Manage Teachers buttons act on the ticked teachers (school-and-family §5): the
 * administrator change and Reset Password need exactly one teacher ('Please select 1 teacher');
 * Delete Teacher also needs one who is not an administrator and not the signed-in user.
 */
export function teacherActions(
  chosen: readonly Pick<TeacherRow, 'id' | 'isSchoolAdmin' | 'email'>[],
  signedInId: string | null,
): TeacherActions {
  const [one] = chosen;
  if (chosen.length !== 1 || !one) {
    const unavailable = translated(TEACHER_MESSAGES.selectOneTeacher);
    return {
      adminLabel: 'Add/Remove Administrator',
      makeAdmin: true,
      admin: unavailable,
      remove: unavailable,
      resetPassword: unavailable,
    };
  }
  let remove: Unavailable = null;
  if (one.id === signedInId) remove = translated(TEACHER_MESSAGES.cannotDeleteYourself);
  else if (one.isSchoolAdmin) remove = translated(TEACHER_MESSAGES.cannotDeleteAdministrator);
  return {
    adminLabel: one.isSchoolAdmin ? 'Remove Administrator' : 'Add Administrator',
    makeAdmin: !one.isSchoolAdmin,
    admin: null,
    remove,
    resetPassword: one.email ? null : say(msg`This teacher has no email address to send a password to.`),
  };
}

/** Delete Teacher's confirmation: who is deleted and which classes they are taken off. */
export function deleteTeacherWarning(
  teacher: Pick<TeacherRow, 'title' | 'firstName' | 'lastName' | 'id' | 'classGroups'>,
): string {
  const name = personName(teacher);
  const count = teacher.classGroups.length;
  const classes = teacher.classGroups.map(classNameOf).join(', ');
  return count
    ? say(
        msg`The account of ${name} will be deleted: they will no longer be able to log in. They will be taken off ${plural(count, { one: `the class ${classes}`, other: `the classes ${classes}` })}. This cannot be undone.`,
      )
    : say(
        msg`The account of ${name} will be deleted: they will no longer be able to log in. They teach no class of this school. This cannot be undone.`,
      );
}

/** Where the page goes after the signed-in user changed their own status (§4: the page reloads). */
export function afterOwnAdminChange(admin: boolean, here: string, myClasses: string): string {
  // Without the status the page is no longer theirs: My Classes instead.
  return admin ? here : myClasses;
}

/**
 * The four columns every row of Import Teachers needs (§5): each with what it holds, in words, or
 * the values a file may give it (a file's words, the same in every language: Title's Mr., Ms. …),
 * and the other headings it is also read from.
 */
const REQUIRED_COLUMNS: { field: ImportField; note: MessageDescriptor | null; values?: readonly string[] }[] = [
  { field: 'title', note: null, values: TITLES },
  { field: 'firstName', note: msg`the teacher's first name` },
  { field: 'lastName', note: msg`the teacher's last name` },
  { field: 'email', note: msg`their email address, which becomes their username` },
];

export function teacherImportColumns(): {
  label: string;
  note: string | null;
  values: readonly string[];
  alternatives: string[];
}[] {
  const definitions = columnDefinitions({ schoolRole: 'teacher' });
  return REQUIRED_COLUMNS.map(({ field, note, values = [] }) => {
    const definition = definitions.find((column) => column.field === field);
    return {
      label: definition?.label ?? field,
      note: note ? say(note) : null,
      values,
      alternatives: definition?.headings.slice(1) ?? [],
    };
  });
}
