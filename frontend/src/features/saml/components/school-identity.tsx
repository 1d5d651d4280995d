import type { SamlNewUser } from '../../../../../shared/schemas/saml-accounts';
import { SCHOOL_ROLE_LABELS } from './school-roles';

/** What the school system said about a first-time person, as a description list. */
export function SchoolIdentity({ samlUser }: { samlUser: SamlNewUser }) {
  const name = [samlUser.firstName, samlUser.lastName].filter(Boolean).join(' ');
  return (
    <dl>
      <dt>Name</dt>
      <dd>{name || 'Not given'}</dd>
      <dt>Email address</dt>
      <dd>{samlUser.email ?? 'Not given'}</dd>
      <dt>Role</dt>
      <dd>{samlUser.schoolRole ? SCHOOL_ROLE_LABELS[samlUser.schoolRole] : 'Not given'}</dd>
      <dt>School sign-on user</dt>
      <dd>{samlUser.nameId}</dd>
    </dl>
  );
}
