import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import {
  ADMIN_SCHOOL_MESSAGES,
  type AdminSchool,
  type AdminSchoolUpdateRequest,
} from '../../../../../shared/schemas/admin-schools';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { DocumentTitle } from '../../../components/document-title';
import { EditableCell } from '../../../components/editable-cell';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { usePageNotice } from '../../../lib/page-notice';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import {
  identifySchools,
  searchAdminSchools,
  setSchoolVisibility,
  updateAdminSchool,
  vetSchools,
} from '../api/admin-schools';
import { SchoolFlags } from '../components/school-flags';
import { SchoolMergeDialog } from '../components/school-merge-dialog';
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

type EditableField = 'name' | 'address' | 'city' | 'postcode' | 'phone';

const required = (label: string) => (value: string) => (value.trim() ? null : `Please enter the ${label}.`);
const anything = () => null;

function columns(
  canEdit: boolean,
  save: (school: AdminSchool, changes: AdminSchoolUpdateRequest) => Promise<unknown>,
): ColumnDef<AdminSchool, unknown>[] {
  const cell = (
    field: EditableField,
    label: string,
    rule: (value: string) => string | null,
  ): ColumnDef<AdminSchool, unknown> => ({
    id: field,
    header: label,
    cell: ({ row }) => {
      const school = row.original;
      const value = school[field] ?? '';
      if (!canEdit) return value || '—';
      return (
        <EditableCell
          display={value}
          initial={value}
          label={`${label} of ${school.name}`}
          check={rule}
          onSave={(next) => save(school, { [field]: field === 'name' ? next.trim() : next.trim() || null })}
        />
      );
    },
  });
  return [
    cell('name', 'Name', required('school name')),
    { id: 'code', header: 'A-Number', cell: ({ row }) => row.original.code },
    cell('address', 'Address', anything),
    cell('city', 'City', anything),
    cell('postcode', 'Postcode', anything),
    cell('phone', 'Phone', anything),
    {
      id: 'admins',
      header: 'Admins',
      cell: ({ row }) => row.original.administrators.map((admin) => admin.name).join(', ') || '—',
    },
    { id: 'flags', header: 'Status', cell: ({ row }) => <SchoolFlags school={row.original} /> },
  ];
}

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The Schools tab (staff-console §2 Schools search): search every school by id, A-Number,
 * postcode, member username or e-mail, or name and city words; View, Vet, Merge, Set/Unset Demo,
 * Hide/Unhide, each shown with its permission; inline editing with school.update.
 */
export function SchoolsPage() {
  const user = useSessionUser();
  const roles = user?.staffRoles ?? [];
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const query = search.get('query') ?? '';
  const [typed, setTyped] = useState(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  // What the page before said it did (a school deleted), until this page says something itself.
  const arrivedWith = usePageNotice();
  const results = searchAdminSchools.useRead(
    { query: { query } },
    { enabled: query.trim().length > 0, placeholderData: keepPreviousData },
  );
  const vet = vetSchools.useMutation();
  const identify = identifySchools.useMutation();
  const visibility = setSchoolVisibility.useMutation();
  const update = updateAdminSchool.useMutation();
  const schools = results.data?.schools ?? [];
  const chosen = schools.filter((school) => selected.has(school.id));
  const can = {
    edit: hasPermission(roles, 'school.update'),
    vet: hasPermission(roles, 'school.vet'),
    identify: hasPermission(roles, 'school.update.identify'),
    visibility: hasPermission(roles, 'school.visibility.update'),
    merge: hasPermission(roles, 'school.merge'),
  };
  const [merging, setMerging] = useState<AdminSchool | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSelected(new Set());
    setNotice(null);
    setSearch(typed.trim() ? { query: typed.trim() } : {});
  };

  const act = async (work: () => Promise<unknown>, done: string, failed?: string) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({
        tone: 'danger',
        text: failed ?? (isApiRequestError(error) ? error.message : 'Something went wrong'),
      });
    }
  };
  const ids = chosen.map((school) => school.id);
  const count = `${ids.length} school${ids.length === 1 ? '' : 's'}`;
  const busy = vet.isPending || identify.isPending || visibility.isPending;

  return (
    <>
      <DocumentTitle title={query ? `Schools: ${query} | Admin Console` : 'Schools | Admin Console'} />
      <PageHeader
        title="Schools"
        description="Find any school by its name, city, postcode, A-Number, e-mail address or id, or by a teacher's or student's username or e-mail."
      />
      {arrivedWith && !notice ? (
        <Alert tone="success" live>
          <p>{arrivedWith}</p>
        </Alert>
      ) : null}
      <p className={styles.actions}>
        <LinkButton to={paths.admin.schoolQueue.getHref('unvetted')} variant="secondary" size="small">
          Work queues
        </LinkButton>
        {hasPermission(roles, 'school.create') ? (
          <LinkButton to={paths.admin.newSchool.getHref()} variant="secondary" size="small">
            Create School
          </LinkButton>
        ) : null}
      </p>
      <form className={styles.searchForm} onSubmit={submit} noValidate role="search">
        <TextField
          label="Search schools"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          hint="Names and cities match from 5 characters, by the beginnings of their words (St Mary)"
          action={<Button type="submit">Search</Button>}
        />
      </form>
      <section className={styles.section} aria-label="Results">
        {query ? (
          <div className={styles.actions} role="toolbar" aria-label="School actions">
            <Button
              variant="secondary"
              disabled={chosen.length !== 1}
              onClick={() => chosen[0] && navigate(paths.admin.school.getHref(chosen[0].id))}
            >
              View
            </Button>
            {can.vet ? (
              <Button
                variant="secondary"
                disabled={!ids.length || busy}
                onClick={() =>
                  void act(
                    () => vet.mutateAsync({ body: { schoolIds: ids } }),
                    `Vetted ${count}.`,
                    ADMIN_SCHOOL_MESSAGES.vetFailed,
                  )
                }
              >
                Vet
              </Button>
            ) : null}
            {can.identify ? (
              <>
                <Button
                  variant="secondary"
                  disabled={!ids.length || busy}
                  onClick={() =>
                    void act(
                      () => identify.mutateAsync({ body: { schoolIds: ids, identified: true } }),
                      `Identified ${count}.`,
                    )
                  }
                >
                  Identify
                </Button>
                <Button
                  variant="secondary"
                  disabled={!ids.length || busy}
                  onClick={() =>
                    void act(
                      () => identify.mutateAsync({ body: { schoolIds: ids, identified: false } }),
                      `Unidentified ${count}.`,
                    )
                  }
                >
                  Unidentify
                </Button>
              </>
            ) : null}
            {can.merge ? (
              <Button
                variant="secondary"
                disabled={chosen.length !== 1}
                title={chosen.length === 1 ? undefined : 'Select the school to keep'}
                onClick={() => setMerging(chosen[0] ?? null)}
              >
                Merge
              </Button>
            ) : null}
            {can.visibility ? (
              <>
                <Button
                  variant="secondary"
                  disabled={!ids.length || busy}
                  onClick={() =>
                    void act(
                      () => visibility.mutateAsync({ body: { schoolIds: ids, demo: true } }),
                      `Set ${count} as demo.`,
                    )
                  }
                >
                  Set Demo
                </Button>
                <Button
                  variant="secondary"
                  disabled={!ids.length || busy}
                  onClick={() =>
                    void act(
                      () => visibility.mutateAsync({ body: { schoolIds: ids, demo: false } }),
                      `Unset demo for ${count}.`,
                    )
                  }
                >
                  Unset Demo
                </Button>
                <Button
                  variant="secondary"
                  disabled={!ids.length || busy}
                  onClick={() =>
                    void act(() => visibility.mutateAsync({ body: { schoolIds: ids, hidden: true } }), `Hid ${count}.`)
                  }
                >
                  Hide
                </Button>
                <Button
                  variant="secondary"
                  disabled={!ids.length || busy}
                  onClick={() =>
                    void act(
                      () => visibility.mutateAsync({ body: { schoolIds: ids, hidden: false } }),
                      `Unhid ${count}.`,
                    )
                  }
                >
                  Unhide
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
        {notice ? (
          <Alert tone={notice.tone} live>
            <p>{notice.text}</p>
          </Alert>
        ) : null}
        {results.isFetching && !results.data ? <LoadingIndicator label="Searching the schools" /> : null}
        {results.error ? <ErrorAlert error={results.error} /> : null}
        {results.data?.limited ? (
          <Alert tone="info">
            <p>Not every school that matches is shown. Add a word, or more of one, to narrow the search.</p>
          </Alert>
        ) : null}
        {results.data?.hint ? (
          <Alert tone="info">
            <p>{results.data.hint}</p>
          </Alert>
        ) : null}
        {results.data ? (
          <DataTable
            caption={`Schools matching ${query}`}
            rows={schools}
            columns={columns(can.edit, (school, changes) =>
              update.mutateAsync({ params: { schoolId: school.id }, body: changes }),
            )}
            getRowId={(school) => school.id}
            selection="multi"
            selected={selected}
            onSelectedChange={setSelected}
            rowLabel={(school) => school.name}
            emptyText="No school matches this search."
            onRowDoubleClick={(school) => void navigate(paths.admin.school.getHref(school.id))}
          />
        ) : null}
        {schools.some((school) => !school.address) ? (
          <p className={styles.muted}>{ADMIN_SCHOOL_MESSAGES.noAddressNote}</p>
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
