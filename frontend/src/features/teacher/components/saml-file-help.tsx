import { Trans } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { SAML_IMPORT_MESSAGES } from '../../../../../shared/schemas/saml-imports';
import { Button } from '../../../components/button';
import { exportAccountMatches } from '../api/saml-imports';
import styles from './teacher.module.css';

const SAMPLE_FILE = '/data/samples/teacher-import-saml-sample.csv';

/**
 * Import Teachers - SAML's 'Prepare your file' (school-and-family §2): the columns, how teachers
 * are linked, the sample file and the account-match export.
 */
export function SamlFileHelp({
  headingId,
  provider,
  school,
  onExportFailed,
}: {
  headingId: string;
  provider: { id: string; name: string };
  school: { id: string; name: string };
  onExportFailed: (error: unknown) => void;
}) {
  const providerName = provider.name;
  const schoolName = school.name;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Prepare your file</Trans>
      </h2>
      <p>
        <Trans>A .csv file with a heading row and one teacher a row:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>NameID</strong> (required): the teacher&apos;s unique, never-changing identity in {providerName}.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>First Name</strong> (required), <strong>Last Name</strong>, <strong>Email</strong> (required: the
            username of a new account).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>School</strong>: required for a multi-school import (the school&apos;s id or name); otherwise only
            rows of {schoolName} are processed.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Central ID</strong> (optional): links a new NameID to an existing teacher on its first import (see
            the account-match export).
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Existing teachers are linked by their email or Central ID; others get new accounts that sign in only through{' '}
          {providerName}.
        </Trans>{' '}
        {translated(SAML_IMPORT_MESSAGES.unlinkedExplained)}
      </p>
      <p>
        <a href={SAMPLE_FILE} download>
          <Trans>Download a sample file</Trans>
        </a>
        {' · '}
        <Button
          variant="ghost"
          onClick={() => void exportAccountMatches(provider.id, school.id, provider.name).catch(onExportFailed)}
        >
          <Trans>Download the account-match export</Trans>
        </Button>
      </p>
    </section>
  );
}
