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
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Prepare your file</h2>
      <p>A .csv file with a heading row and one teacher a row:</p>
      <ul>
        <li>
          <strong>NameID</strong> (required): the teacher&apos;s unique, never-changing identity in {provider.name}.
        </li>
        <li>
          <strong>First Name</strong> (required), <strong>Last Name</strong>, <strong>Email</strong> (required: the
          username of a new account).
        </li>
        <li>
          <strong>School</strong>: required for a multi-school import (the school&apos;s id or name); otherwise only
          rows of {school.name} are processed.
        </li>
        <li>
          <strong>Central ID</strong> (optional): links a new NameID to an existing teacher on its first import (see the
          account-match export).
        </li>
      </ul>
      <p>
        Existing teachers are linked by their email or Central ID; others get new accounts that sign in only through{' '}
        {provider.name}. {SAML_IMPORT_MESSAGES.unlinkedExplained}
      </p>
      <p>
        <a href={SAMPLE_FILE} download>
          Download a sample file
        </a>
        {' · '}
        <Button
          variant="ghost"
          onClick={() => void exportAccountMatches(provider.id, school.id, provider.name).catch(onExportFailed)}
        >
          Download the account-match export
        </Button>
      </p>
    </section>
  );
}
