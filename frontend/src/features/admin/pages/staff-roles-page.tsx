import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { STAFF_ROLE_PRESETS, STAFF_ROLES } from '../../../../../shared/permissions';
import { STAFF_ROLE_MESSAGES, type HeldRole, type UserRoleGrant } from '../../../../../shared/schemas/staff-roles';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { adminTab } from '../admin-tabs';
import { useRoleChanges, userRolesQuery } from '../api/staff-roles';
import styles from './staff-pages.module.css';

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

function AddRoleDialog({ held, onClose, onAdd }: { held: readonly HeldRole[]; onClose: () => void; onAdd: (grant: UserRoleGrant) => Promise<void> }) {
  const [search, setSearch] = useState('');
  const [code, setCode] = useState('');
  const [context, setContext] = useState('');
  const [errors, setErrors] = useState<{ role?: string; context?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const words = search.trim().toLowerCase();
  const options = addableRoles(held).filter((role) => !words || `${role.code} ${role.name}`.toLowerCase().includes(words));
  const chosen = STAFF_ROLES.find((role) => role.code === code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setErrors({ role: 'Please choose a role.' });
    setBusy(true);
    try {
      await onAdd({ role: chosen.code, context: chosen.contextual ? context.trim() : null });
      onClose();
    } catch (error) {
      const contextError = isApiRequestError(error) ? Object.entries(error.fieldErrors).find(([field]) => field.endsWith('context'))?.[1] : undefined;
      setErrors(contextError ? { context: contextError } : { form: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title="Add Role" formId="add-role-form" submitLabel="Add Role" busy={busy} onClose={onClose}>
      <form id="add-role-form" className={styles.roleOptions} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Search roles" type="search" value={search} onChange={(event) => setSearch(event.target.value)} hint="Part of a code or a name" />
        <SelectField
          label="Role"
          size={Math.min(8, Math.max(2, options.length))}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setErrors({});
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
          <TextField label="Context" optional hint="The id of the one school this role is granted for; empty grants it for every school" value={context} onChange={(event) => setContext(event.target.value)} error={errors.context} />
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
  const roles = useQuery(userRolesQuery(userId));
  const changes = useRoleChanges(userId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const name = roles.data?.user.name ?? '';
  const title = `Admin - ${name || 'Staff member'}`;
  const held = roles.data?.roles ?? [];
  const chosen = held.filter((role) => selected.has(roleKey(role)));

  const run = async (change: () => Promise<unknown>, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await change();
      setSelected(new Set());
      setNotice(done);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setPending(null);
    }
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'preset') {
      const codes = STAFF_ROLE_PRESETS[pending.preset.id];
      void run(() => changes.replace.mutateAsync(codes.map((code) => ({ role: code, context: null }))), `${name} now has the ${pending.preset.label} roles.`);
    } else if (pending.kind === 'remove') {
      void run(() => changes.remove.mutateAsync(chosen.map((role) => ({ role: role.code, context: role.context }))), `Removed ${chosen.length} role${chosen.length === 1 ? '' : 's'}.`);
    } else {
      void run(() => changes.replace.mutateAsync([]), `${name} has no staff roles now.`);
    }
  };
  const busy = changes.replace.isPending || changes.remove.isPending;

  return (
    <>
      <DocumentTitle title={`${title} | Admin Console`} />
      <Breadcrumbs trail={[{ label: staff.label, to: staff.path }, { label: title }]} />
      <PageHeader title={title} description={roles.data ? `${roles.data.user.email ?? roles.data.user.username}: the staff roles that decide what this user may do in the console.` : undefined} />
      {roles.isPending ? <LoadingIndicator label="Loading the roles" /> : null}
      {roles.error ? <ErrorAlert error={roles.error} /> : null}
      {roles.data ? (
        <section className={styles.section} aria-label="Roles">
          <div className={styles.presets} role="group" aria-label="Presets">
            <span>Presets:</span>
            {PRESETS.map((preset) => (
              <Button key={preset.id} variant="secondary" size="small" onClick={() => setPending({ kind: 'preset', preset })}>
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
      ) : null}
      {adding ? <AddRoleDialog held={held} onClose={() => setAdding(false)} onAdd={async (grant) => {
            await changes.add.mutateAsync(grant);
            setNotice(`Added ${grant.role}.`);
          }} /> : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'preset' ? `Apply the ${pending.preset.label} preset?` : pending?.kind === 'remove' ? 'Remove roles?' : 'Remove all roles?'}
        confirmLabel={pending?.kind === 'preset' ? 'Replace roles' : 'Remove'}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'preset' ? (
          <p>
            {name}’s {held.length} role{held.length === 1 ? '' : 's'} will be replaced by the {STAFF_ROLE_PRESETS[pending.preset.id].length} roles of the {pending.preset.label} preset.
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
        {pending?.kind === 'removeAll' ? <p>{name} will lose all {held.length} staff roles and will no longer be able to open the Admin Console.</p> : null}
      </ConfirmDialog>
    </>
  );
}
