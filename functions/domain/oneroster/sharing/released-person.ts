import { accountKind } from '../../../../shared/rules/account-kind';
import type { SignOnAttribute } from '../../../../shared/schemas/app-launch';
import { NAMING_ATTRIBUTES, sharedAttributes, type NameSharing } from '../../../../shared/schemas/app-sharing';
import type { SessionUser } from '../../../../shared/schemas/user';
import { releasedAttributes, signOnRole } from '../../app-launch/released-attributes';

/** A school whose roster an app may read, with what the school lets every app have of its people. */
export interface RosterSchool {
  schoolId: string;
  /** The school shares people's e-mail addresses with apps (its Data sharing page; default no). */
  sharesEmail: boolean;
  /** The school shares students' Student IDs with apps (its Data sharing page; default no). */
  sharesStudentId: boolean;
}

/**
 * What of one person an app reads through the OneRoster API. A null is withheld (or the person has
 * none): the API writes the field empty or leaves it out, never a value the launch would not send.
 */
export interface ReleasedPerson {
  /** The first name, unless the family chose 'no name' for the app. */
  givenName: string | null;
  /** The last name whole where the app's registration releases it, else its initial where that is released. */
  familyName: string | null;
  username: string | null;
  /** Only where the app's registration releases it and the school shares e-mail addresses. */
  email: string | null;
  /** The school's Student ID (OneRoster `identifier`): only where the school shares Student IDs and the name is not held back. */
  studentId: string | null;
  /** What the person is, as apps are told at launch (OneRoster's role comes from it). */
  role: ReturnType<typeof signOnRole>;
  /** The names of what was released with a value (SAML attribute names, and studentId), for the record. */
  attributes: string[];
}

/**
 * The one release rule (ARCHITECTURE 'What an app may know about a person') as the OneRoster API
 * applies it: the attributes the app's sign-on registration releases, narrowed by the family's
 * choice for the app (sharedAttributes: a child's 'first name only' or 'no name' holds as at
 * launch), valued by the launch's own releasedAttributes; then the school's choices: an e-mail
 * address only where the school shares them, a Student ID only where it shares them and the naming
 * attributes are not held back. A child account (never in a school's classes: a child has no school)
 * read without its family's choice is read as 'no name'. Pure.
 */
export function releasedPerson(
  user: SessionUser,
  app: { registered: readonly SignOnAttribute[]; nameSharing?: NameSharing },
  school: RosterSchool,
): ReleasedPerson {
  const choice = app.nameSharing ?? (accountKind(user).isChildAccount ? 'none' : 'default');
  const released = sharedAttributes(app.registered, choice).filter((name) => name !== 'email' || school.sharesEmail);
  const values = releasedAttributes(released, { user, classIds: [], userService: undefined });
  const text = (name: SignOnAttribute): string | null => {
    const value = values[name];
    return typeof value === 'string' && value.trim() ? value : null;
  };
  const naming = sharedAttributes(NAMING_ATTRIBUTES, choice).length === NAMING_ATTRIBUTES.length;
  const studentId = school.sharesStudentId && naming && user.schoolKey?.trim() ? user.schoolKey : null;
  const person = {
    givenName: text('firstName'),
    familyName: text('lastName') ?? text('lastInitial'),
    username: text('username'),
    email: text('email'),
    studentId,
  };
  const attributes = [
    ...(['firstName', 'lastName', 'lastInitial', 'username', 'email'] as const).filter((name) => text(name) !== null),
    ...(studentId ? ['studentId'] : []),
  ].filter((name) => name !== 'lastInitial' || text('lastName') === null);
  return { ...person, role: signOnRole(user), attributes };
}
