import type { I18n } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function rolesLabel(i18n: I18n, count: number): string {
  return count === 0 ? i18n._(msg`No roles yet`) : i18n._(msg`${plural(count, { one: '# role', other: '# roles' })}`);
}

function staffColumns(i18n: I18n): PlainTableColumn<StaffMember>[] {
  return [
    { header: i18n._(msg`Name`), cell: (member) => member.name },
    {
      header: i18n._(msg`Email`),
      cell: (member) => (
        <bdi className={member.email ? undefined : styles.muted}>{member.email ?? member.username}</bdi>
      ),
    },
    { header: i18n._(msg`Roles`), cell: (member) => rolesLabel(i18n, member.roleCount) },
  ];
}

/** Add Staff: find an account by its username, then give it roles on its roles page. */
function AddStaff() {
  const { i18n, t } = useLingui();
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const search = findStaffCandidate.useMutation();
  const found: StaffMember | null = search.data ?? null;
  // staff-console §8: the error's detail, the response text, or 'The user could not be found'.
  const error =
    missing ??
    (search.error ? (isApiRequestError(search.error) ? search.error.message : t`The user could not be found`) : null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    search.reset();
    setMissing(null);
    if (!username.trim()) return setMissing(t`Please enter a username.`);
    search.mutate({ query: { username: username.trim() } });
  };

  return (
    <section className={styles.section} aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">
        <Trans>Add Staff</Trans>
      </h2>
      <form className={styles.findForm} onSubmit={find} noValidate>
        <TextField
          label={t`Username`}
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" loading={search.isPending}>
          <Trans>Find</Trans>
        </Button>
      </form>
      {found ? (
        <div className={styles.found} role="status">
          <span>
            <strong>{found.name}</strong> (<bdi>{found.email ?? found.username}</bdi>) ·{' '}
            {rolesLabel(i18n, found.roleCount)}
          </span>
          <LinkButton to={paths.admin.staffRoles.getHref(found.id)} size="small">
            <Trans>Set Roles</Trans>
          </LinkButton>
        </div>
      ) : null}
    </section>
  );
}

/** The Staff tab (staff-console §2): Add Staff, Current Staff with Set Roles, Export Role Report. */
export function StaffPage() {
  const { i18n, t } = useLingui();
  const staff = listStaff.useData();
  const actions = usePageActions();

  return (
    <>
      <DocumentTitle title={t`Staff | Admin Console`} />
      <PageHeader
        title={t`Staff`}
        description={t`Who works in the console, and the roles that decide what each of them may do.`}
      />
      <AddStaff />
      <section className={styles.section} aria-labelledby="current-staff-heading">
        <h2 id="current-staff-heading">
          <Trans>Current Staff</Trans>
        </h2>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={actions.isBusy('export')}
            onClick={() => void actions.run('export', exportRoleReport)}
          >
            <Trans>Export Role Report</Trans>
          </Button>
        </div>
        <PageNotice actions={actions} />
        {staff.staff.length === 0 ? (
          <Alert tone="info">
            <p>
              <Trans>Nobody holds a staff role yet.</Trans>
            </p>
          </Alert>
        ) : null}
        <PlainTable
          caption={t`Current staff, by name`}
          rows={staff.staff}
          rowKey={(member) => member.id}
          columns={staffColumns(i18n)}
          actions={(member) => (
            <LinkButton
              to={paths.admin.staffRoles.getHref(member.id)}
              size="small"
              variant="secondary"
              aria-label={t`Set Roles of ${ph({ name: member.name })}`}
            >
              <Trans>Set Roles</Trans>
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
