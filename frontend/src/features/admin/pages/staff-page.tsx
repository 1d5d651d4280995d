import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffMember } from '../../../../../shared/schemas/staff-roles';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { exportRoleReport, findStaffCandidate, listStaff } from '../api/staff-roles';
import styles from './staff-pages.module.css';
import tableStyles from '../../../components/plain-table.module.css';
import { tabPageLoader } from '../guards';

export const staffLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(listStaff.queryOptions());
  return null;
};

function rolesLabel(count: number): string {
  return count === 0 ? 'No roles yet' : `${count} role${count === 1 ? '' : 's'}`;
}

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
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<Error | null>(null);

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
            loading={exporting}
            onClick={() => {
              setExporting(true);
              setExportError(null);
              exportRoleReport()
                .catch((error: unknown) =>
                  setExportError(error instanceof Error ? error : new Error('The report could not be exported.')),
                )
                .finally(() => setExporting(false));
            }}
          >
            Export Role Report
          </Button>
        </div>
        {exportError ? <ErrorAlert error={exportError} /> : null}
        {staff.staff.length === 0 ? (
          <Alert tone="info">
            <p>Nobody holds a staff role yet.</p>
          </Alert>
        ) : null}
        {staff.staff.length > 0 ? (
          <div className={tableStyles.tableWrap}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">Current staff, by name</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Roles</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.staff.map((member) => (
                  <tr key={member.id}>
                    <td>{member.name}</td>
                    <td>{member.email ?? <span className={styles.muted}>{member.username}</span>}</td>
                    <td>{rolesLabel(member.roleCount)}</td>
                    <td>
                      <LinkButton
                        to={paths.admin.staffRoles.getHref(member.id)}
                        size="small"
                        variant="secondary"
                        aria-label={`Set Roles of ${member.name}`}
                      >
                        Set Roles
                      </LinkButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'staff', staffLoader(queryClient)),
  Component: StaffPage,
});
