import { Trans, useLingui } from '@lingui/react/macro';
import type { SamlNewUser } from '../../../../../shared/schemas/saml-accounts';
import { SCHOOL_ROLE_LABELS } from './school-roles';

/** What the school system said about a first-time person, as a description list. */
export function SchoolIdentity({ samlUser }: { samlUser: SamlNewUser }) {
  const { t, i18n } = useLingui();
  const name = [samlUser.firstName, samlUser.lastName].filter(Boolean).join(' ');
  const notGiven = t`Not given`;
  return (
    <dl>
      <dt>
        <Trans>Name</Trans>
      </dt>
      <dd>{name || notGiven}</dd>
      <dt>
        <Trans>Email address</Trans>
      </dt>
      <dd>{samlUser.email ? <bdi>{samlUser.email}</bdi> : notGiven}</dd>
      <dt>
        <Trans>Role</Trans>
      </dt>
      <dd>{samlUser.schoolRole ? i18n._(SCHOOL_ROLE_LABELS[samlUser.schoolRole]) : notGiven}</dd>
      <dt>
        <Trans>School sign-on user</Trans>
      </dt>
      <dd>
        <bdi>{samlUser.nameId}</bdi>
      </dd>
    </dl>
  );
}
