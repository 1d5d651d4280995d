import type { Locale } from '../../../shared/i18n/locales';
/**
 * What the student documents (CSV list, PDF list, login cards, home letters) print about each
 * student: plain rows, so every renderer is a pure function tested without the table or Cognito.
 */
export interface DocumentStudent {
  id: string;
  firstName: string;
  lastName: string;
  /** Null when the school's accounts are restricted (usernames are not shown). */
  username: string | null;
  /** The revealed password; null when the portal keeps none (sign-on-only accounts). */
  password: string | null;
  /** Student ID; null when not given or hidden by the provider. */
  schoolKey: string | null;
  /** The student's classes of this school, by name. */
  classNames: readonly string[];
}

/** A student on a login card or a home letter: also the card's sign-in link (the QR code), when one was issued. */
export interface CardStudent extends DocumentStudent {
  cardLink: string | null;
}

/** What every document says about where it comes from. */
export interface DocumentContext {
  schoolName: string;
  /** The class the document is of; null for the whole school's list. */
  className: string | null;
  /** The portal's address, printed for signing in at home (e.g. https://portal.example). */
  portalAddress: string;
  /** Whether the Student ID column is printed (the provider's hideSchoolKey hides it). */
  showSchoolKey: boolean;
  /** The school's language, which login cards and home letters are printed in; null: the request's. */
  schoolLanguage: Locale | null;
}

/** '(unnamed)' for a class without a name, as the lists show it. */
export function classLabel(name: string | null): string {
  return name && name.trim() ? name : '(unnamed)';
}

export function fullName(student: Pick<DocumentStudent, 'firstName' | 'lastName'>): string {
  return [student.firstName, student.lastName].filter(Boolean).join(' ');
}

/** Students are sorted by name (school-and-family §9): last name, then first name. */
export function sortedByName<S extends Pick<DocumentStudent, 'firstName' | 'lastName' | 'id'>>(
  students: readonly S[],
): S[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...students].sort(
    (left, right) =>
      collator.compare(left.lastName, right.lastName) ||
      collator.compare(left.firstName, right.firstName) ||
      left.id.localeCompare(right.id),
  );
}
