import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffMember } from '../../../../../shared/schemas/staff-roles';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { usePageActions } from '../../../lib/use-page-actions';
import { exportRoleReport, findStaffCandidate, listStaff } from '../api/staff-roles';
import styles from './staff-pages.module.css';
import { tabPageLoader } from '../guards';

export const staffLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(listStaff.queryOptions());
  return null;
};

function rolesLabel(count: number): string {
  return count === 0 ? 'No roles yet' : `${count} role${count === 1 ? '' : 's'}`;
}

const STAFF_COLUMNS: PlainTableColumn<StaffMember>[] = [
  { header: 'Name', cell: (member) => member.name },
  { header: 'Email', cell: (member) => member.email ?? <span className={styles.muted}>{member.username}</span> },
  { header: 'Roles', cell: (member) => rolesLabel(member.roleCount) },
];

/** Add Staff: find an account by its username, then give it roles on its roles page. */
function AddStaff() {
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const search = findStaffCandidate.useMutation();
  const found: StaffMember | null = search.data ?? null;
  // staff-console §8: the error's detail, the response text, or 'The user could not be found'.
  const error =
    missing ??
    (search.error ? (isApiRequestError(search.error) ? search.error.message : 'The user could not be found') : null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    search.reset();
    setMissing(null);
    if (!username.trim()) return setMissing('Please enter a username.');
    search.mutate({ query: { username: username.trim() } });
  };

  return (
    <section className={styles.section} aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">Add Staff</h2>
      <form className={styles.findForm} onSubmit={find} noValidate>
        <TextField
          label="Username"
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" loading={search.isPending}>
          Find
        </Button>
      </form>
      {found ? (
        <div className={styles.found} role="status">
          <span>
            <strong>{found.name}</strong> ({found.email ?? found.username}) · {rolesLabel(found.roleCount)}
          </span>
          <LinkButton to={paths.admin.staffRoles.getHref(found.id)} size="small">
            Set Roles
          </LinkButton>
        </div>
      ) : null}
    </section>
  );
}

/** The Staff tab (staff-console §2): Add Staff, Current Staff with Set Roles, Export Role Report. */
export function StaffPage() {
  const staff = listStaff.useData();
  const actions = usePageActions();

  return (
    <>
      <DocumentTitle title="Staff | Admin Console" />
      <PageHeader
        title="Staff"
        description="Who works in the console, and the roles that decide what each of them may do."
      />
      <AddStaff />
      <section className={styles.section} aria-labelledby="current-staff-heading">
        <h2 id="current-staff-heading">Current Staff</h2>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={actions.isBusy('export')}
            onClick={() => void actions.run('export', exportRoleReport)}
          >
            Export Role Report
          </Button>
        </div>
        <PageNotice actions={actions} />
        {staff.staff.length === 0 ? (
          <Alert tone="info">
            <p>Nobody holds a staff role yet.</p>
          </Alert>
        ) : null}
        <PlainTable
          caption="Current staff, by name"
          rows={staff.staff}
          rowKey={(member) => member.id}
          columns={STAFF_COLUMNS}
          actions={(member) => (
            <LinkButton
              to={paths.admin.staffRoles.getHref(member.id)}
              size="small"
              variant="secondary"
              aria-label={`Set Roles of ${member.name}`}
            >
              Set Roles
            </LinkButton>
          )}
        />
      </section>
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'staff', staffLoader(queryClient)),
  Component: StaffPage,
});
