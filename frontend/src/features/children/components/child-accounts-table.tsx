import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { FAMILY_MESSAGES, type ChildRow } from '../../../../../shared/schemas/children';
import { Alert } from '../../../components/alert';
import { DataTable } from '../../../components/data-table';
import { EditableCell } from '../../../components/editable-cell';
import { paths } from '../../../config/paths';
import { newPasswordProblem, shortDate } from '../../../lib/managed-accounts';
import { setChildPassword } from '../api/children';
import styles from './family.module.css';

function PasswordCell({ child, onSaved }: { child: ChildRow; onSaved: (text: string) => void }) {
  const setPassword = setChildPassword.useMutation();
  return (
    <EditableCell
      display={child.password ?? ''}
      initial=""
      type="password"
      label={`Password of ${child.firstName}`}
      check={newPasswordProblem}
      onSave={async (password) => {
        await setPassword.mutateAsync({ params: { childId: child.id }, body: { password } });
        onSaved(`${child.firstName}'s password has been changed.`);
      }}
    />
  );
}

function childColumns(onPasswordSaved: (text: string) => void): ColumnDef<ChildRow, unknown>[] {
  return [
    { id: 'username', header: 'Username', cell: ({ row }) => row.original.username },
    { id: 'firstName', header: 'First Name', cell: ({ row }) => row.original.firstName },
    {
      id: 'password',
      header: 'Password',
      cell: ({ row }) => <PasswordCell child={row.original} onSaved={onPasswordSaved} />,
    },
    {
      id: 'subscriptions',
      header: 'Subscriptions',
      cell: ({ row }) =>
        row.original.subscriptions.length ? (
          row.original.subscriptions.map((access) => access.serviceName).join(', ')
        ) : (
          <span className={styles.muted}>None</span>
        ),
    },
    {
      id: 'lastSignIn',
      header: 'Last Login',
      cell: ({ row }) =>
        row.original.lastSignIn ? shortDate(row.original.lastSignIn) : <span className={styles.muted}>Never</span>,
    },
    {
      id: 'data',
      header: 'Data',
      cell: ({ row }) => (
        <Link to={paths.childData.getHref(row.original.id)}>
          View data<span className="visually-hidden"> of {row.original.firstName}</span>
        </Link>
      ),
    },
  ];
}

/**
 * My Child Accounts' table (school-and-family §2): a child per row to tick, with its password to
 * change in place; a parent without children is told so instead.
 */
export function ChildAccountsTable({
  accounts,
  selected,
  onSelectedChange,
  onPasswordSaved,
}: {
  accounts: readonly ChildRow[];
  selected: Set<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onPasswordSaved: (text: string) => void;
}) {
  if (!accounts.length)
    return (
      <Alert tone="warning">
        <p>{FAMILY_MESSAGES.noChildren}</p>
      </Alert>
    );
  return (
    <>
      <p className={styles.tip}>Tip: double-click a password cell, type a new password, press Enter.</p>
      <DataTable
        caption="Your child accounts"
        rows={accounts}
        columns={childColumns(onPasswordSaved)}
        getRowId={(row) => row.id}
        selection="multi"
        selected={selected}
        onSelectedChange={onSelectedChange}
        rowLabel={(row) => `${row.firstName} (${row.username})`}
        emptyText={FAMILY_MESSAGES.noChildren}
      />
    </>
  );
}
