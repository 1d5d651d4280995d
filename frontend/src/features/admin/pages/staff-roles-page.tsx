import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { STAFF_ROLE_PRESETS, STAFF_ROLES } from '../../../../../shared/permissions';
import { STAFF_ROLE_MESSAGES, type HeldRole, type UserRoleGrant } from '../../../../../shared/schemas/staff-roles';
import { Alert } from '../../../components/alert';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { adminTab } from '../admin-tabs';
import { addUserRole, deleteUserRoles, getUserRoles, replaceUserRoles } from '../api/staff-roles';
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
  { header: 'Context', cell: ({ row }) => row.original.context ?? (row.original.contextual ? '' : 'All') },
];

const roleKey = (role: Pick<HeldRole, 'code' | 'context'>) => `${role.code}@${role.context ?? ''}`;

/** staff-console §8: a role change shows the response's text, or 'Something went wrong'. */
function failureText(error: unknown): string {
  return isApiRequestError(error) ? error.message : STAFF_ROLE_MESSAGES.roleChangeFailed;
}

/**
 * The roles that can still be added: each role not held everywhere. A contextual role stays
 * addable for another school until it is held everywhere.
 */
function addableRoles(held: readonly HeldRole[]) {
  return STAFF_ROLES.filter((role) => !held.some((grant) => grant.code === role.code && grant.context === null));
}

function AddRoleDialog({
  userId,
  held,
  onClose,
  onAdded,
}: {
  userId: string;
  held: readonly HeldRole[];
  onClose: () => void;
  onAdded: (grant: UserRoleGrant) => void;
}) {
  const add = addUserRole.useMutation();
  const [search, setSearch] = useState('');
  const [code, setCode] = useState('');
  const [context, setContext] = useState('');
  const [roleError, setRoleError] = useState<string | undefined>();
  const contextError = add.error
    ? Object.entries(add.error.fieldErrors).find(([field]) => field.endsWith('context'))?.[1]
    : undefined;
  const errors = {
    role: roleError,
    context: contextError,
    form: add.error && !contextError ? failureText(add.error) : undefined,
  };
  const words = search.trim().toLowerCase();
  const options = addableRoles(held).filter(
    (role) => !words || `${role.code} ${role.name}`.toLowerCase().includes(words),
  );
  const chosen = STAFF_ROLES.find((role) => role.code === code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setRoleError('Please choose a role.');
    const grant = { role: chosen.code, context: chosen.contextual ? context.trim() : null };
    add.mutate(
      { body: { user: userId, ...grant } },
      {
        onSuccess: () => {
          onAdded(grant);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog title="Add Role" formId="add-role-form" submitLabel="Add Role" busy={add.isPending} onClose={onClose}>
      <form id="add-role-form" className={styles.roleOptions} onSubmit={submit} noValidate>
        <TextField
          label="Search roles"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint="Part of a code or a name"
        />
        <SelectField
          label="Role"
          size={Math.min(8, Math.max(2, options.length))}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setRoleError(undefined);
            add.reset();
          }}
          error={errors.role}
        >
          {options.map((role) => (
            <option key={role.code} value={role.code}>
              {role.code} — {role.name}
            </option>
          ))}
        </SelectField>
        {options.length === 0 ? <p className={styles.muted}>No role matches “{search}”.</p> : null}
        {chosen?.contextual ? (
          <TextField
            label="Context"
            optional
            hint="The id of the one school this role is granted for; empty grants it for every school"
            value={context}
            onChange={(event) => setContext(event.target.value)}
            error={errors.context}
          />
        ) : null}
        {errors.form ? (
          <Alert tone="danger" live>
            <p>{errors.form}</p>
          </Alert>
        ) : null}
      </form>
    </FormDialog>
  );
}

type Pending = { kind: 'preset'; preset: Preset } | { kind: 'remove' } | { kind: 'removeAll' } | null;

/** admin.staff.roles at /admin/staff/{userId}/roles (staff-console §2): one user's roles, presets, Add Role, Remove Roles, Remove All Roles. */
export function StaffRolesPage() {
  const { userId = '' } = useParams();
  const staff = adminTab('staff');
  const roles = getUserRoles.useData({ params: { userId } });
  const replace = replaceUserRoles.useMutation();
  const remove = deleteUserRoles.useMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const name = roles.user.name;
  const title = `Admin - ${name || 'Staff member'}`;
  const held = roles.roles;
  const chosen = held.filter((role) => selected.has(roleKey(role)));

  /** What a change ends with: its notice, or the failure's text; the dialog closes either way. */
  const outcome = (done: string) => ({
    onSuccess: () => {
      setSelected(new Set());
      setNotice(done);
    },
    onError: (error: unknown) => setFailure(failureText(error)),
    onSettled: () => setPending(null),
  });

  const confirm = () => {
    if (!pending) return;
    setFailure(null);
    setNotice(null);
    if (pending.kind === 'preset') {
      const codes = STAFF_ROLE_PRESETS[pending.preset.id];
      replace.mutate(
        { params: { userId }, body: { userRoles: codes.map((code) => ({ role: code, context: null })) } },
        outcome(`${name} now has the ${pending.preset.label} roles.`),
      );
    } else if (pending.kind === 'remove') {
      remove.mutate(
        { body: { userRoles: chosen.map((role) => ({ user: userId, role: role.code, context: role.context })) } },
        outcome(`Removed ${chosen.length} role${chosen.length === 1 ? '' : 's'}.`),
      );
    } else {
      replace.mutate({ params: { userId }, body: { userRoles: [] } }, outcome(`${name} has no staff roles now.`));
    }
  };
  const busy = replace.isPending || remove.isPending;

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
          <Button
            onClick={() => {
              setNotice(null);
              if (addableRoles(held).length === 0) setFailure(STAFF_ROLE_MESSAGES.allRolesAdded);
              else {
                setFailure(null);
                setAdding(true);
              }
            }}
          >
            Add Role
          </Button>
          <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setPending({ kind: 'remove' })}>
            Remove Roles
          </Button>
          <Button variant="danger" disabled={held.length === 0} onClick={() => setPending({ kind: 'removeAll' })}>
            Remove All Roles
          </Button>
        </div>
        {failure ? (
          <Alert tone="danger" live>
            <p>{failure}</p>
          </Alert>
        ) : null}
        {notice ? (
          <Alert tone="success" live>
            <p>{notice}</p>
          </Alert>
        ) : null}
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
          onAdded={(grant) => setNotice(`Added ${grant.role}.`)}
        />
      ) : null}
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
        onConfirm={confirm}
        onClose={() => setPending(null)}
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
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'staff', staffRolesLoader(queryClient)),
  Component: StaffRolesPage,
});
