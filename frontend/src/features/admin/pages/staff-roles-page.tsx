import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { STAFF_ROLE_PRESETS } from '../../../../../shared/permissions';
import { STAFF_ROLE_MESSAGES, type HeldRole } from '../../../../../shared/schemas/staff-roles';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { isApiRequestError } from '../../../lib/api-client';
import { usePageActions } from '../../../lib/use-page-actions';
import { adminTab } from '../admin-tabs';
import { deleteUserRoles, getUserRoles, replaceUserRoles } from '../api/staff-roles';
import { AddRoleDialog, addableRoles } from '../components/add-role-dialog';
import styles from './staff-pages.module.css';
import { tabPageLoader } from '../guards';

export const staffRolesLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getUserRoles.queryOptions({ params: { userId: params['userId'] ?? '' } }));
    return null;
  };

const PRESETS = [
  { id: 'tele', label: 'Tele' },
  { id: 'seniorTele', label: 'Senior Tele' },
  { id: 'tech', label: 'Tech' },
  { id: 'admin', label: 'Admin' },
] as const satisfies readonly { id: keyof typeof STAFF_ROLE_PRESETS; label: string }[];

type Preset = (typeof PRESETS)[number];

const COLUMNS: ColumnDef<HeldRole, unknown>[] = [
  { header: 'Code', accessorKey: 'code' },
  { header: 'Name', accessorKey: 'name' },
  {
    header: 'Context',
    // A contextual role granted without one reaches every school (school.manage in the Tele preset).
    cell: ({ row }) => row.original.context ?? (row.original.contextual ? 'All schools' : 'All'),
  },
];

const roleKey = (role: Pick<HeldRole, 'code' | 'context'>) => `${role.code}@${role.context ?? ''}`;

type Pending = { kind: 'preset'; preset: Preset } | { kind: 'remove' } | { kind: 'removeAll' } | null;

/** What the staff member is asked before a change of roles, and what it will do. */
function RoleChangeConfirm({
  pending,
  name,
  held,
  chosen,
  busy,
  onConfirm,
  onClose,
}: {
  pending: Pending;
  name: string;
  held: readonly HeldRole[];
  chosen: readonly HeldRole[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={
        pending?.kind === 'preset'
          ? `Apply the ${pending.preset.label} preset?`
          : pending?.kind === 'remove'
            ? 'Remove roles?'
            : 'Remove all roles?'
      }
      confirmLabel={pending?.kind === 'preset' ? 'Replace roles' : 'Remove'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {pending?.kind === 'preset' ? (
        <p>
          {name}’s {held.length} role{held.length === 1 ? '' : 's'} will be replaced by the{' '}
          {STAFF_ROLE_PRESETS[pending.preset.id].length} roles of the {pending.preset.label} preset.
        </p>
      ) : null}
      {pending?.kind === 'remove' ? (
        <>
          <p>{name} will lose these roles:</p>
          <ul>
            {chosen.map((role) => (
              <li key={roleKey(role)}>
                {role.code}
                {role.context ? ` (${role.context})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {pending?.kind === 'removeAll' ? (
        <p>
          {name} will lose all {held.length} staff roles and will no longer be able to open the Admin Console.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** admin.staff.roles at /admin/staff/{userId}/roles (staff-console §2): one user's roles, presets, Add Role, Remove Roles, Remove All Roles. */
export function StaffRolesPage() {
  const { userId = '' } = useParams();
  const staff = adminTab('staff');
  const roles = getUserRoles.useData({ params: { userId } });
  const replace = replaceUserRoles.useMutation();
  const remove = deleteUserRoles.useMutation();
  // The notices speak of this user's roles: another user's page starts without them.
  const actions = usePageActions({ about: userId });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [adding, setAdding] = useState(false);

  const name = roles.user.name;
  const title = `Admin - ${name || 'Staff member'}`;
  const held = roles.roles;
  const chosen = held.filter((role) => selected.has(roleKey(role)));

  /** One change of roles: its notice, or the failure's text; the dialog closes either way. */
  const change = async (work: () => Promise<unknown>, done: string) => {
    await actions.run(
      'change',
      async () => {
        await work();
        setSelected(new Set());
      },
      // staff-console §8: the response's text, or 'Something went wrong'.
      { done, failed: (reason, error) => (isApiRequestError(error) ? reason : STAFF_ROLE_MESSAGES.roleChangeFailed) },
    );
    setPending(null);
  };

  const confirm = () => {
    if (!pending) return;
    const replaceWith = (codes: readonly string[]) => () =>
      replace.mutateAsync({
        params: { userId },
        body: { userRoles: codes.map((code) => ({ role: code, context: null })) },
      });
    if (pending.kind === 'preset')
      void change(
        replaceWith(STAFF_ROLE_PRESETS[pending.preset.id]),
        `${name} now has the ${pending.preset.label} roles.`,
      );
    else if (pending.kind === 'remove')
      void change(
        () =>
          remove.mutateAsync({
            body: { userRoles: chosen.map((role) => ({ user: userId, role: role.code, context: role.context })) },
          }),
        `Removed ${chosen.length} role${chosen.length === 1 ? '' : 's'}.`,
      );
    else void change(replaceWith([]), `${name} has no staff roles now.`);
  };

  const addRole = () => {
    if (addableRoles(held).length === 0)
      return actions.say({ tone: 'danger', text: STAFF_ROLE_MESSAGES.allRolesAdded });
    actions.say(null);
    setAdding(true);
  };

  return (
    <>
      <DocumentTitle title={`${title} | Admin Console`} />
      <Breadcrumbs trail={[{ label: staff.label, to: staff.path }, { label: title }]} />
      <PageHeader
        title={title}
        description={`${roles.user.email ?? roles.user.username}: the staff roles that decide what this user may do in the console.`}
      />
      <section className={styles.section} aria-label="Roles">
        <div className={styles.presets} role="group" aria-label="Presets">
          <span>Presets:</span>
          {PRESETS.map((preset) => (
            <Button
              key={preset.id}
              variant="secondary"
              size="small"
              onClick={() => setPending({ kind: 'preset', preset })}
            >
              {preset.label}
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          <Button onClick={addRole}>Add Role</Button>
          <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setPending({ kind: 'remove' })}>
            Remove Roles
          </Button>
          <Button variant="danger" disabled={held.length === 0} onClick={() => setPending({ kind: 'removeAll' })}>
            Remove All Roles
          </Button>
        </div>
        <PageNotice actions={actions} />
        <DataTable
          caption={`Roles of ${name}`}
          rows={held}
          columns={COLUMNS}
          getRowId={roleKey}
          selection="multi"
          selected={selected}
          onSelectedChange={setSelected}
          rowLabel={(role) => (role.context ? `${role.code} for ${role.context}` : role.code)}
          emptyText="This user has no staff roles."
        />
      </section>
      {adding ? (
        <AddRoleDialog
          userId={userId}
          held={held}
          onClose={() => setAdding(false)}
          onAdded={(grant) => actions.say({ tone: 'success', text: `Added ${grant.role}.` })}
        />
      ) : null}
      <RoleChangeConfirm
        pending={pending}
        name={name}
        held={held}
        chosen={chosen}
        busy={actions.isBusy('change')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'staff', staffRolesLoader(queryClient)),
  Component: StaffRolesPage,
});
