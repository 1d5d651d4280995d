import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES } from '../../../../../shared/permissions';
import { STAFF_ROLE_MESSAGES, type HeldRole, type UserRoleGrant } from '../../../../../shared/schemas/staff-roles';
import { Alert } from '../../../components/alert';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { addUserRole } from '../api/staff-roles';
import styles from '../pages/staff-pages.module.css';

/** staff-console §8: a role change shows the response's text, or 'Something went wrong'. */
function roleChangeFailure(error: unknown): string {
  return isApiRequestError(error) ? error.message : translated(STAFF_ROLE_MESSAGES.roleChangeFailed);
}

/**
 * The roles that can still be added: each role not held everywhere. A contextual role stays
 * addable for another school until it is held everywhere.
 */
export function addableRoles(held: readonly HeldRole[]) {
  return STAFF_ROLES.filter((role) => !held.some((grant) => grant.code === role.code && grant.context === null));
}

/** Add Role (staff-console §2 Staff pages): a role found by its code or name, with its school where it has one. */
export function AddRoleDialog({
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
  const { t } = useLingui();
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
    form: add.error && !contextError ? roleChangeFailure(add.error) : undefined,
  };
  const words = search.trim().toLowerCase();
  const options = addableRoles(held).filter(
    (role) => !words || `${role.code} ${role.name}`.toLowerCase().includes(words),
  );
  const chosen = STAFF_ROLES.find((role) => role.code === code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setRoleError(t`Please choose a role.`);
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
    <FormDialog
      title={t`Add Role`}
      formId="add-role-form"
      submitLabel={t`Add Role`}
      busy={add.isPending}
      onClose={onClose}
    >
      <form id="add-role-form" className={styles.roleOptions} onSubmit={submit} noValidate>
        <TextField
          label={t`Search roles`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          hint={t`Part of a code or a name`}
        />
        <SelectField
          label={t({ message: 'Role', context: 'a staff role' })}
          size={Math.min(8, Math.max(2, options.length))}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setRoleError(undefined);
            add.reset();
          }}
          error={errors.role}
          options={options.map((role) => ({ value: role.code, label: `${role.code} — ${role.name}` }))}
        />
        {options.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No role matches “{search}”.</Trans>
          </p>
        ) : null}
        {chosen?.contextual ? (
          <TextField
            label={t`Context`}
            optional
            hint={t`The id of the one school this role is granted for; empty grants it for every school`}
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
