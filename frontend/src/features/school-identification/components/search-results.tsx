import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { PublicSchool, SchoolSearchInput } from '../../../../../shared/schemas/schools';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { searchSchools } from '../api/schools';
import { SchoolResults } from './school-results';
import styles from './school-identification.module.css';

interface SearchResultsProps {
  search: SchoolSearchInput;
  joiningId: string | null;
  onJoin: (school: PublicSchool) => void;
  onSearchAgain: () => void;
  onCreate: () => void;
  creating: boolean;
}

/**
 * The answer to Search for School: the schools with their Join action, or that none matched with
 * Create a New School. Focus moves to the heading once the answer is in, and the count is
 * announced (a polite live region that is there before the answer).
 */
export function SearchResults({ search, joiningId, onJoin, onSearchAgain, onCreate, creating }: SearchResultsProps) {
  const { t } = useLingui();
  const result = searchSchools.useRead({ query: search });
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = result.status !== 'pending';

  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  const schools = result.data ?? [];
  const count = schools.length;
  return (
    <section className={styles.panel} aria-labelledby="school-results-heading">
      <h2 id="school-results-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        <Trans>Search results</Trans>
      </h2>
      <p aria-live="polite">
        {result.isSuccess
          ? count
            ? plural(count, { one: '# school matches your search.', other: '# schools match your search.' })
            : t`No school matched your search.`
          : null}
      </p>
      {result.isPending ? <LoadingIndicator label={t`Searching for schools…`} /> : null}
      {result.isError ? (
        <Alert tone="danger" live>
          <p>{result.error.message}</p>
        </Alert>
      ) : null}
      {result.isSuccess && schools.length ? (
        <SchoolResults schools={schools} joiningId={joiningId} onJoin={onJoin} />
      ) : null}
      {result.isSuccess && !schools.length ? (
        <p>
          <Trans>
            Check the spelling, or try the postcode or city alone. If your school is new to the App Library, create it.
          </Trans>
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onSearchAgain}>
          <Trans>Search Again</Trans>
        </Button>
        <Button
          variant={result.isSuccess && !schools.length ? 'primary' : 'secondary'}
          loading={creating}
          onClick={onCreate}
        >
          <Trans>Create a New School</Trans>
        </Button>
      </div>
    </section>
  );
}
