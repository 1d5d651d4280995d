import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
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
import { ADMIN_TAB_NAMES, adminTab } from '../admin-tabs';
import { deleteUserRoles, getUserRoles, replaceUserRoles } from '../api/staff-roles';
import { AddRoleDialog, addableRoles } from '../components/add-role-dialog';
import styles from './staff-pages.module.css';
import { tabPageLoader } from '../guards';
import { THING_NAME } from '../components/thing-name';

export const staffRolesLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getUserRoles.queryOptions({ params: { userId: params['userId'] ?? '' } }));
    return null;
  };

/** The presets by their names (staff-console §2: Tele, Senior Tele, Tech, Admin), in the reader's language. */
const PRESETS = [
  { id: 'tele', label: msg`Tele` },
  { id: 'seniorTele', label: msg`Senior Tele` },
  { id: 'tech', label: msg`Tech` },
  { id: 'admin', label: msg`Admin` },
] as const satisfies readonly { id: keyof typeof STAFF_ROLE_PRESETS; label: MessageDescriptor }[];

type Preset = (typeof PRESETS)[number];

function columns(i18n: I18n): ColumnDef<HeldRole, unknown>[] {
  return [
    { header: i18n._(msg`Code`), accessorKey: 'code' },
    { header: i18n._(THING_NAME), accessorKey: 'name' },
    {
      header: i18n._(msg`Context`),
      // A contextual role granted without one reaches every school (school.manage in the Tele preset).
      cell: ({ row }) =>
        row.original.context ??
        (row.original.contextual
          ? i18n._(msg`All schools`)
          : i18n._(msg({ message: 'All', context: 'a staff role that applies everywhere' }))),
    },
  ];
}

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
  const { i18n, t } = useLingui();
  const preset = pending?.kind === 'preset' ? i18n._(pending.preset.label) : '';
  const count = held.length;
  const presetCount = pending?.kind === 'preset' ? STAFF_ROLE_PRESETS[pending.preset.id].length : 0;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={
        pending?.kind === 'preset'
          ? t`Apply the ${preset} preset?`
          : pending?.kind === 'remove'
            ? t`Remove roles?`
            : t`Remove all roles?`
      }
      confirmLabel={pending?.kind === 'preset' ? t`Replace roles` : t`Remove`}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {pending?.kind === 'preset' ? (
        <p>
          {t`${plural(count, {
            one: `${name}’s # role will be replaced by the ${presetCount} roles of the ${preset} preset.`,
            other: `${name}’s # roles will be replaced by the ${presetCount} roles of the ${preset} preset.`,
          })}`}
        </p>
      ) : null}
      {pending?.kind === 'remove' ? (
        <>
          <p>
            <Trans>{name} will lose these roles:</Trans>
          </p>
          <ul>
            {chosen.map((role) => (
              <li key={roleKey(role)}>
                <bdi>{role.code}</bdi>
                {role.context ? (
                  <>
                    {' ('}
                    <bdi>{role.context}</bdi>)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {pending?.kind === 'removeAll' ? (
        <p>
          <Trans>
            {name} will lose all {count} staff roles and will no longer be able to open the Admin Console.
          </Trans>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** admin.staff.roles at /admin/staff/{userId}/roles (staff-console §2): one user's roles, presets, Add Role, Remove Roles, Remove All Roles. */
export function StaffRolesPage() {
  const { i18n, t } = useLingui();
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
  const shownName = name || t`Staff member`;
  const title = t`Admin - ${shownName}`;
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
      {
        done,
        failed: (reason, error) =>
          isApiRequestError(error) ? reason : translated(STAFF_ROLE_MESSAGES.roleChangeFailed),
      },
    );
    setPending(null);
  };

  const confirm = () => {
    if (!pending) return;
    const removed = chosen.length;
    const replaceWith = (codes: readonly string[]) => () =>
      replace.mutateAsync({
        params: { userId },
        body: { userRoles: codes.map((code) => ({ role: code, context: null })) },
      });
    if (pending.kind === 'preset') {
      const preset = i18n._(pending.preset.label);
      void change(replaceWith(STAFF_ROLE_PRESETS[pending.preset.id]), t`${name} now has the ${preset} roles.`);
    } else if (pending.kind === 'remove')
      void change(
        () =>
          remove.mutateAsync({
            body: { userRoles: chosen.map((role) => ({ user: userId, role: role.code, context: role.context })) },
          }),
        t`${plural(removed, { one: 'Removed # role.', other: 'Removed # roles.' })}`,
      );
    else void change(replaceWith([]), t`${name} has no staff roles now.`);
  };

  const addRole = () => {
    if (addableRoles(held).length === 0)
      return actions.say({ tone: 'danger', text: translated(STAFF_ROLE_MESSAGES.allRolesAdded) });
    actions.say(null);
    setAdding(true);
  };

  return (
    <>
      <DocumentTitle title={t`${title} | Admin Console`} />
      <Breadcrumbs trail={[{ label: i18n._(ADMIN_TAB_NAMES.staff), to: staff.path }, { label: title }]} />
      <PageHeader
        title={title}
        description={t`${ph({ account: roles.user.email ?? roles.user.username })}: the staff roles that decide what this user may do in the console.`}
      />
      <section className={styles.section} aria-label={t`Roles`}>
        <div className={styles.presets} role="group" aria-label={t`Presets`}>
          <span>
            <Trans>Presets:</Trans>
          </span>
          {PRESETS.map((preset) => (
            <Button
              key={preset.id}
              variant="secondary"
              size="small"
              onClick={() => setPending({ kind: 'preset', preset })}
            >
              {i18n._(preset.label)}
            </Button>
          ))}
        </div>
        <div className={styles.actions}>
          <Button onClick={addRole}>
            <Trans>Add Role</Trans>
          </Button>
          <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setPending({ kind: 'remove' })}>
            <Trans>Remove Roles</Trans>
          </Button>
          <Button variant="danger" disabled={held.length === 0} onClick={() => setPending({ kind: 'removeAll' })}>
            <Trans>Remove All Roles</Trans>
          </Button>
        </div>
        <PageNotice actions={actions} />
        <DataTable
          caption={t`Roles of ${name}`}
          rows={held}
          columns={columns(i18n)}
          getRowId={roleKey}
          selection="multi"
          selected={selected}
          onSelectedChange={setSelected}
          rowLabel={(role) =>
            role.context ? t`${ph({ code: role.code })} for ${ph({ context: role.context })}` : role.code
          }
          emptyText={t`This user has no staff roles.`}
        />
      </section>
      {adding ? (
        <AddRoleDialog
          userId={userId}
          held={held}
          onClose={() => setAdding(false)}
          onAdded={(grant) => actions.say({ tone: 'success', text: t`Added ${ph({ role: grant.role })}.` })}
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
