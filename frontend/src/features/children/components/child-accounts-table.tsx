import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { FAMILY_MESSAGES, type ChildRow } from '../../../../../shared/schemas/children';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { EditableCell } from '../../../components/editable-cell';
import { paths } from '../../../config/paths';
import { newPasswordProblem, shortDate } from '../../../lib/managed-accounts';
import { revealChildPassword, setChildPassword } from '../api/children';
import styles from './family.module.css';

/** What the cell says of a password not shown, and of one not kept. */
const HIDDEN_PASSWORD = '••••••••';
const NO_KEPT_PASSWORD = msg`None kept: set one`;

/**
 * A password shown on this page stays shown while the list is read again (a row is drawn afresh):
 * kept in the query cache under 'me', so it goes with the signed-in user, never asked for again.
 */
function useShownPassword(
  child: ChildRow,
): [{ password: string | null } | null, (shown: { password: string | null }) => void] {
  const queryClient = useQueryClient();
  const queryKey = ['me', 'shown-child-password', child.id];
  const kept = useQuery<{ password: string | null } | null>({
    queryKey,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
    initialData: child.password === null ? undefined : { password: child.password },
  });
  return [kept.data ?? null, (shown) => queryClient.setQueryData(queryKey, shown)];
}

/**
 * A child's password: hidden until the parent presses Show, which is the one call that opens it
 * and records the showing in the child's History; a password the parent has just given is shown
 * as it is. Double-click (or the cell's button) sets a new one.
 */
function PasswordCell({ child, onSaved }: { child: ChildRow; onSaved: (text: string) => void }) {
  const { i18n, t } = useLingui();
  const name = child.firstName;
  const setPassword = setChildPassword.useMutation();
  const reveal = revealChildPassword.useMutation();
  const [shown, setShown] = useShownPassword(child);
  return (
    <div className={styles.passwordCell}>
      <EditableCell
        display={shown === null ? HIDDEN_PASSWORD : (shown.password ?? i18n._(NO_KEPT_PASSWORD))}
        initial=""
        type="password"
        label={t`Password of ${name}`}
        check={newPasswordProblem}
        onSave={async (password) => {
          await setPassword.mutateAsync({ params: { childId: child.id }, body: { password } });
          setShown({ password });
          onSaved(t`${name}'s password has been changed.`);
        }}
      />
      {shown === null ? (
        <Button
          size="small"
          variant="secondary"
          loading={reveal.isPending}
          aria-label={t`Show ${name}'s password`}
          onClick={() =>
            reveal.mutate({ params: { childId: child.id } }, { onSuccess: ({ password }) => setShown({ password }) })
          }
        >
          <Trans>Show</Trans>
        </Button>
      ) : null}
      {reveal.error ? <span role="alert">{reveal.error.message}</span> : null}
    </div>
  );
}

function childColumns(i18n: I18n, onPasswordSaved: (text: string) => void): ColumnDef<ChildRow, unknown>[] {
  return [
    { id: 'username', header: i18n._(msg`Username`), cell: ({ row }) => <bdi>{row.original.username}</bdi> },
    { id: 'firstName', header: i18n._(msg`First Name`), cell: ({ row }) => row.original.firstName },
    {
      id: 'password',
      header: i18n._(msg`Password`),
      cell: ({ row }) => <PasswordCell child={row.original} onSaved={onPasswordSaved} />,
    },
    {
      id: 'subscriptions',
      header: i18n._(msg`Subscriptions`),
      cell: ({ row }) =>
        row.original.subscriptions.length ? (
          row.original.subscriptions.map((access) => access.serviceName).join(', ')
        ) : (
          <span className={styles.muted}>
            <Trans>None</Trans>
          </span>
        ),
    },
    {
      id: 'lastSignIn',
      header: i18n._(msg`Last Login`),
      cell: ({ row }) =>
        row.original.lastSignIn ? (
          shortDate(row.original.lastSignIn)
        ) : (
          <span className={styles.muted}>
            <Trans>Never</Trans>
          </span>
        ),
    },
    {
      id: 'data',
      header: i18n._(msg`Data`),
      cell: ({ row }) => <ViewDataLink child={row.original} />,
    },
  ];
}

function ViewDataLink({ child }: { child: ChildRow }) {
  const name = child.firstName;
  return (
    <Link to={paths.childData.getHref(child.id)}>
      <Trans>
        View data<span className="visually-hidden"> of {name}</span>
      </Trans>
    </Link>
  );
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
  const { i18n, t } = useLingui();
  if (!accounts.length)
    return (
      <Alert tone="warning">
        <p>{translated(FAMILY_MESSAGES.noChildren)}</p>
      </Alert>
    );
  return (
    <>
      <p className={styles.tip}>
        <Trans>Tip: double-click a password cell, type a new password, press Enter.</Trans>
      </p>
      <p className={styles.tip}>
        <Trans>Show a password to read it: each showing is kept in the child's History.</Trans>
      </p>
      <DataTable
        caption={t`Your child accounts`}
        rows={accounts}
        columns={childColumns(i18n, onPasswordSaved)}
        getRowId={(row) => row.id}
        selection="multi"
        selected={selected}
        onSelectedChange={onSelectedChange}
        rowLabel={(row) => `${row.firstName} (${row.username})`}
        emptyText={translated(FAMILY_MESSAGES.noChildren)}
      />
    </>
  );
}
