import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FAMILY_MESSAGES, type ChildRow } from '../../../../../shared/schemas/children';
import { ActionButton } from '../../../components/action-button';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { DocumentTitle } from '../../../components/document-title';
import { EditableCell } from '../../../components/editable-cell';
import { LinkButton } from '../../../components/link-button';
import layout from '../../../components/management-layout.module.css';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { listChildren } from '../../../lib/children';
import { newPasswordProblem, shortDate } from '../../../lib/managed-accounts';
import { usePageNotice } from '../../../lib/page-notice';
import { listServices } from '../../../lib/library';
import { deleteChildren, regenerateChildUsername, setChildPassword, useStartActingAsChild } from '../api/children';
import { CreateChildForm } from '../components/create-child-form';
import styles from '../components/family.module.css';
import { forParents } from '../guard';
import {
  childActions,
  deleteChildrenWarning,
  familyIndexStart,
  unavailableMessage,
  type ChildAction,
} from '../family-actions';

// The subscriptions and history dialogs load when opened: a parent opening the page on a phone
// does not pay for their code (Lighthouse's blocking time on this page was over its 200 ms).
const ChildServicesDialog = lazy(async () => ({
  default: (await import('../components/child-services-dialog')).ChildServicesDialog,
}));
const ChildAuditDialog = lazy(async () => ({
  default: (await import('../components/child-audit-dialog')).ChildAuditDialog,
}));

export const myChildAccountsLoader = (queryClient: QueryClient) =>
  forParents(queryClient, () =>
    Promise.all([
      queryClient.ensureQueryData(listChildren.queryOptions()),
      queryClient.ensureQueryData(listServices.queryOptions()),
    ]),
  );

type Notice = { tone: 'danger' | 'success'; text: string };
type DialogKind = 'delete' | 'view-subscriptions' | 'subscribe' | 'history' | null;

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

/**
 * parent index, My Child Accounts (school-and-family §2): the parent's children with row
 * selection, the buttons and their selection rules, the password cell, and the form to create one.
 */
export function MyChildAccountsPage() {
  const children = listChildren.useData();
  const arrivalNotice = usePageNotice();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // `?action=` (and `child=`): the step a link asked for, taken once as the page opens.
  const [start] = useState(() =>
    familyIndexStart(
      search.get('action'),
      search.get('child'),
      children.map((child) => child.id),
    ),
  );
  const [selected, setSelected] = useState<Set<string>>(() => new Set(start?.childId ? [start.childId] : []));
  const [notice, setNotice] = useState<Notice | null>(() =>
    start?.problem
      ? { tone: 'danger', text: start.problem }
      : arrivalNotice
        ? { tone: 'success', text: arrivalNotice }
        : null,
  );
  const [dialog, setDialog] = useState<DialogKind>(() =>
    start && !start.problem && start.action !== 'create' && start.action !== 'claim' ? start.action : null,
  );
  useEffect(() => {
    if (!start) return;
    if (start.action === 'claim') {
      void navigate(paths.claimCode.getHref(start.childId ?? undefined), { replace: true });
      return;
    }
    // The action is done once: a reload or Back does not open it again (the return address stays).
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        next.delete('child');
        return next;
      },
      { replace: true },
    );
  }, [start, navigate, setSearch]);
  const regenerate = regenerateChildUsername.useMutation();
  const remove = deleteChildren.useMutation();
  const startActing = useStartActingAsChild();
  const chosen = children.filter((child) => selected.has(child.id));
  const [one] = chosen;
  const actions = childActions(chosen.length);
  const title = 'My Child Accounts';

  const gate = (action: ChildAction) => ({
    unavailable: actions[action],
    onUnavailable: () => setNotice({ tone: 'danger', text: unavailableMessage(action, actions[action] ?? '') }),
  });

  const columns: ColumnDef<ChildRow, unknown>[] = [
    { id: 'username', header: 'Username', cell: ({ row }) => row.original.username },
    { id: 'firstName', header: 'First Name', cell: ({ row }) => row.original.firstName },
    {
      id: 'password',
      header: 'Password',
      cell: ({ row }) => <PasswordCell child={row.original} onSaved={(text) => setNotice({ tone: 'success', text })} />,
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

  function loginToChild() {
    if (!one) return;
    setNotice(null);
    startActing.mutate(
      { params: { childId: one.id } },
      {
        onSuccess: () => void navigate(paths.library.getHref()),
        onError: (error) =>
          setNotice({ tone: 'danger', text: isApiRequestError(error) ? error.message : String(error) }),
      },
    );
  }

  function regenerateUsername() {
    if (!one) return;
    setNotice(null);
    regenerate.mutate(
      { params: { childId: one.id } },
      {
        onSuccess: ({ child }) =>
          setNotice({ tone: 'success', text: `${child.firstName}'s username is now ${child.username}.` }),
        onError: (error) =>
          setNotice({
            tone: 'danger',
            text:
              isApiRequestError(error) && error.status === 409
                ? error.message
                : FAMILY_MESSAGES.usernameRegenerateFailed,
          }),
      },
    );
  }

  function deleteChosen() {
    setNotice(null);
    remove.mutate(
      { body: { childIds: chosen.map((child) => child.id) } },
      {
        onSuccess: ({ deleted }) => {
          setDialog(null);
          setSelected(new Set());
          setNotice({
            tone: 'success',
            text:
              deleted.length === 1
                ? '1 child account has been deleted.'
                : `${deleted.length} child accounts have been deleted.`,
          });
        },
        onError: () => {
          setDialog(null);
          setNotice({ tone: 'danger', text: FAMILY_MESSAGES.deleteFailed });
        },
      },
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} description="The child accounts you look after. Tick a child to act on it." />
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <div className={layout.toolbar} role="toolbar" aria-label="Child account actions">
        <ActionButton
          {...gate('loginToChild')}
          variant="primary"
          onClick={loginToChild}
          loading={startActing.isPending}
        >
          Login To Child
        </ActionButton>
        <LinkButton to={paths.account.payment.getHref()} variant="secondary" size="small">
          Update Payment Details
        </LinkButton>
        <ActionButton {...gate('viewSubscriptions')} onClick={() => setDialog('view-subscriptions')}>
          View Subscriptions
        </ActionButton>
        <ActionButton {...gate('subscribe')} onClick={() => setDialog('subscribe')}>
          Subscribe or Start Trial
        </ActionButton>
        <ActionButton {...gate('claimCode')} onClick={() => void navigate(paths.claimCode.getHref(one?.id))}>
          Claim Activation Code
        </ActionButton>
        <ActionButton {...gate('deleteChildren')} variant="danger" onClick={() => setDialog('delete')}>
          Delete Child Account
        </ActionButton>
        <ActionButton {...gate('regenerateUsername')} onClick={regenerateUsername} loading={regenerate.isPending}>
          Regenerate Username
        </ActionButton>
        <ActionButton {...gate('history')} onClick={() => setDialog('history')}>
          History
        </ActionButton>
        <ActionButton
          {...gate('appsAndSharing')}
          onClick={() => {
            if (one) void navigate(paths.childApps.getHref(one.id));
          }}
        >
          Apps and Sharing
        </ActionButton>
      </div>
      {children.length ? (
        <>
          <p className={styles.tip}>Tip: double-click a password cell, type a new password, press Enter.</p>
          <DataTable
            caption="Your child accounts"
            rows={children}
            columns={columns}
            getRowId={(row) => row.id}
            selection="multi"
            selected={selected}
            onSelectedChange={setSelected}
            rowLabel={(row) => `${row.firstName} (${row.username})`}
            emptyText={FAMILY_MESSAGES.noChildren}
          />
        </>
      ) : (
        <Alert tone="warning">
          <p>{FAMILY_MESSAGES.noChildren}</p>
        </Alert>
      )}
      <CreateChildForm
        focusFirst={start?.action === 'create'}
        onCreated={(child) =>
          setNotice({
            tone: 'success',
            text: `${child.firstName}'s account has been created. Username: ${child.username}, password: ${child.password ?? ''}`,
          })
        }
      />

      <ConfirmDialog
        open={dialog === 'delete'}
        title={chosen.length === 1 ? 'Delete this child account?' : `Delete these ${chosen.length} child accounts?`}
        confirmLabel="Delete Child Account"
        busy={remove.isPending}
        onConfirm={deleteChosen}
        onClose={() => setDialog(null)}
      >
        <p>This cannot be undone. These are deleted for good:</p>
        <ul>
          {deleteChildrenWarning(chosen).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <Suspense fallback={null}>
        {one && (dialog === 'view-subscriptions' || dialog === 'subscribe') ? (
          <ChildServicesDialog
            child={one}
            mode={dialog === 'subscribe' ? 'subscribe' : 'view'}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {one && dialog === 'history' ? <ChildAuditDialog child={one} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: myChildAccountsLoader(queryClient),
  Component: MyChildAccountsPage,
});
