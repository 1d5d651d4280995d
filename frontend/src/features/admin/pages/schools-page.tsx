import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { usePageActions } from '../../../lib/use-page-actions';
import { searchAdminSchools, updateAdminSchool } from '../api/admin-schools';
import { SchoolMergeDialog } from '../components/school-merge-dialog';
import { SchoolResultsToolbar } from '../components/school-results-toolbar';
import { schoolSearchColumns } from '../components/school-search-columns';
import styles from './staff-pages.module.css';
import { tabPageLoader } from '../guards';

/** The search in the address is read before the page shows; its failure is the page's own message. */
export const schoolsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    if (query.trim()) await queryClient.prefetchQuery(searchAdminSchools.queryOptions({ query: { query } }));
    return null;
  };

/**
 * The Schools tab (staff-console §2 Schools search): search every school by id, A-Number,
 * postcode, member username or e-mail, or name and city words; View, Vet, Merge, Set/Unset Demo,
 * Hide/Unhide, each shown with its permission; inline editing with school.update.
 */
export function SchoolsPage() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const roles = user?.staffRoles ?? [];
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const query = search.get('query') ?? '';
  const [typed, setTyped] = useState(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A notice speaks of the search and the schools chosen when it was said (§2 Schools search).
  const actions = usePageActions({ about: `${query}\n${[...selected].sort().join(',')}` });
  const results = searchAdminSchools.useRead(
    { query: { query } },
    { enabled: query.trim().length > 0, placeholderData: keepPreviousData },
  );
  const update = updateAdminSchool.useMutation();
  const schools = results.data?.schools ?? [];
  const chosen = schools.filter((school) => selected.has(school.id));
  const [merging, setMerging] = useState<AdminSchool | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSelected(new Set());
    setSearch(typed.trim() ? { query: typed.trim() } : {});
  };

  return (
    <>
      <DocumentTitle title={query ? t`Schools: ${query} | Admin Console` : t`Schools | Admin Console`} />
      <PageHeader
        title={t`Schools`}
        description={t`Find any school by its name, city, postcode, A-Number, e-mail address or id, or by a teacher's or student's username or e-mail.`}
      />
      <p className={styles.actions}>
        <LinkButton to={paths.admin.schoolQueue.getHref('unvetted')} variant="secondary" size="small">
          <Trans>Work queues</Trans>
        </LinkButton>
        {hasPermission(roles, 'school.create') ? (
          <LinkButton to={paths.admin.newSchool.getHref()} variant="secondary" size="small">
            <Trans>Create School</Trans>
          </LinkButton>
        ) : null}
      </p>
      <form className={styles.searchForm} onSubmit={submit} noValidate role="search">
        <TextField
          label={t`Search schools`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          hint={t`Names and cities match from 5 characters, by the beginnings of their words (St Mary)`}
          action={
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
          }
        />
      </form>
      <section className={styles.section} aria-label={t`Results`}>
        {query ? <SchoolResultsToolbar chosen={chosen} roles={roles} actions={actions} onMerge={setMerging} /> : null}
        <PageNotice actions={actions} />
        {results.isFetching && !results.data ? <LoadingIndicator label={t`Searching the schools`} /> : null}
        {results.error ? <ErrorAlert error={results.error} /> : null}
        {results.data?.limited ? (
          <Alert tone="info">
            <p>
              <Trans>Not every school that matches is shown. Add a word, or more of one, to narrow the search.</Trans>
            </p>
          </Alert>
        ) : null}
        {results.data?.hint ? (
          <Alert tone="info">
            <p>{results.data.hint}</p>
          </Alert>
        ) : null}
        {results.data ? (
          <DataTable
            caption={t`Schools matching ${query}`}
            rows={schools}
            columns={schoolSearchColumns(i18n, hasPermission(roles, 'school.update'), (school, changes) =>
              update.mutateAsync({ params: { schoolId: school.id }, body: changes }),
            )}
            getRowId={(school) => school.id}
            selection="multi"
            selected={selected}
            onSelectedChange={setSelected}
            rowLabel={(school) => school.name}
            emptyText={t`No school matches this search.`}
            onRowDoubleClick={(school) => void navigate(paths.admin.school.getHref(school.id))}
          />
        ) : null}
        {schools.some((school) => !school.address) ? (
          <p className={styles.muted}>{translated(ADMIN_SCHOOL_MESSAGES.noAddressNote)}</p>
        ) : null}
      </section>
      {merging ? (
        <SchoolMergeDialog
          keep={merging}
          onClose={() => {
            setMerging(null);
            setSelected(new Set());
          }}
        />
      ) : null}
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'schools', schoolsLoader(queryClient)),
  Component: SchoolsPage,
});
