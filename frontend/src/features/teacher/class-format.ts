import { msg, plural } from '@lingui/core/macro';
import type { ClassGroupDetail, ClassGroupSummary } from '../../../../shared/schemas/classes';
import type { StudentRow } from '../../../../shared/schemas/students';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../../../shared/i18n/locales';
import { dateFormatter } from '../../../../shared/rules/date-format';
import { shortDate as englishShortDate } from '../../lib/managed-accounts';
import { say } from './say';

export interface Person {
  id: string;
  title: string | null;
  firstName: string;
  lastName: string;
}

/** 'Ms. Jane Citizen': a teacher or administrator as lists name them. */
export function personName(person: Person): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function studentName(student: Pick<StudentRow, 'firstName' | 'lastName'>): string {
  return [student.firstName, student.lastName].filter(Boolean).join(' ');
}

/** §9: students are sorted by name (last name, then first name). */
export function sortStudents(students: readonly StudentRow[]): StudentRow[] {
  return [...students].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/** What Delete Student(s) says when done. */
export function deletedMessage(count: number): string {
  return say(msg`${plural(count, { one: '# student deleted.', other: '# students deleted.' })}`);
}

/** §3 class-group nameFormatted: a blank name shows as '(unnamed)'. */
export function classNameOf(classGroup: Pick<ClassGroupSummary, 'name'>): string {
  return classGroup.name.trim() || say(msg`(unnamed)`);
}

export function teachersOf(classGroup: Pick<ClassGroupSummary, 'teachers'>): string {
  return classGroup.teachers.map(personName).join(', ');
}

/** The first error's message, for the §8 texts that add the server's words. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** 'Class: {name}', prefixed by the school's name when the class is of another school (§2). */
export function classTitle(detail: Pick<ClassGroupDetail, 'classGroup' | 'school' | 'otherSchool'>): string {
  const name = classNameOf(detail.classGroup);
  const school = detail.school.name;
  return detail.otherSchool ? say(msg`${school} - Class: ${name}`) : say(msg`Class: ${name}`);
}

/**
 * school-and-family §3 lastSignIn in a list, in the portal's language: English keeps its written
 * form ('5 Mar ’26', lib/managed-accounts); another language has Intl's short date of its own.
 */
export function shortDate(iso: string, locale: string = SOURCE_LOCALE): string {
  if (locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE) return englishShortDate(iso);
  return dateFormatter(locale, { day: 'numeric', month: 'short', year: '2-digit' }).format(new Date(iso));
}
