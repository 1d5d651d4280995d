import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { FAMILY_MESSAGES, type ChildRow } from '../../../../../shared/schemas/children';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { listChildren } from '../../../lib/children';
import { listServices } from '../../../lib/library';
import { usePageActions } from '../../../lib/use-page-actions';
import { deleteChildren, regenerateChildUsername, useStartActingAsChild } from '../api/children';
import { ChildAccountDialogs } from '../components/child-account-dialogs';
import { ChildAccountsTable } from '../components/child-accounts-table';
import { ChildAccountsToolbar, type ChildDialog } from '../components/child-accounts-toolbar';
import { CreateChildForm } from '../components/create-child-form';
import { forParents } from '../guard';
import { useFamilyStart } from '../use-family-start';

export const myChildAccountsLoader = (queryClient: QueryClient) =>
  forParents(queryClient, () =>
    Promise.all([
      queryClient.ensureQueryData(listChildren.queryOptions()),
      queryClient.ensureQueryData(listServices.queryOptions()),
    ]),
  );

/**
 * parent index, My Child Accounts (school-and-family §2): the parent's children with row
 * selection, the buttons and their selection rules, the password cell, and the form to create one.
 */
export function MyChildAccountsPage() {
  const { t } = useLingui();
  const children = listChildren.useData();
  const navigate = useNavigate();
  const start = useFamilyStart(children.map((child) => child.id));
  const [selected, setSelected] = useState<Set<string>>(() => new Set(start?.childId ? [start.childId] : []));
  // A notice speaks of the ticked children: ticking others leaves it behind.
  const actions = usePageActions({ about: [...selected].join(' ') });
  const { say } = actions;
  const [dialog, setDialog] = useState<ChildDialog | null>(() =>
    start && !start.problem && start.action !== 'create' && start.action !== 'claim' ? start.action : null,
  );
  useEffect(() => {
    if (start?.problem) say({ tone: 'danger', text: translated(start.problem) });
  }, [start, say]);
  const regenerate = regenerateChildUsername.useMutation();
  const remove = deleteChildren.useMutation();
  const startActing = useStartActingAsChild();
  const chosen = children.filter((child) => selected.has(child.id));
  const [one] = chosen;
  const title = t`My Child Accounts`;

  async function loginToChild() {
    if (!one) return;
    const acting = await actions.run('login', () => startActing.mutateAsync({ params: { childId: one.id } }));
    if (acting) void navigate(paths.library.getHref());
  }

  function regenerateUsername() {
    if (!one) return;
    void actions.run('regenerate', () => regenerate.mutateAsync({ params: { childId: one.id } }), {
      done: ({ child }) => {
        const { firstName: name, username } = child;
        return t`${name}'s username is now ${username}.`;
      },
      failed: (reason, error) =>
        isApiRequestError(error) && error.status === 409
          ? reason
          : translated(FAMILY_MESSAGES.usernameRegenerateFailed),
    });
  }

  async function deleteChosen() {
    await actions.run(
      'delete',
      async () => {
        const answer = await remove.mutateAsync({ body: { childIds: chosen.map((child) => child.id) } });
        setSelected(new Set());
        return answer;
      },
      {
        done: ({ deleted }) => {
          const count = deleted.length;
          return t`${plural(count, {
            one: '# child account has been deleted.',
            other: '# child accounts have been deleted.',
          })}`;
        },
        failed: () => translated(FAMILY_MESSAGES.deleteFailed),
      },
    );
    setDialog(null);
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} description={t`The child accounts you look after. Tick a child to act on it.`} />
      <PageNotice actions={actions} />
      <ChildAccountsToolbar
        chosen={chosen}
        busy={actions.busy}
        onLoginToChild={() => void loginToChild()}
        onRegenerateUsername={regenerateUsername}
        onOpen={setDialog}
        onGo={(href) => void navigate(href)}
        onUnavailable={(text) => say({ tone: 'danger', text })}
      />
      <ChildAccountsTable
        accounts={children}
        selected={selected}
        onSelectedChange={setSelected}
        onPasswordSaved={(text) => say({ tone: 'success', text })}
      />
      <CreateChildForm
        focusFirst={start?.action === 'create'}
        onCreated={(child: ChildRow) => {
          const { firstName: name, username } = child;
          const password = child.password ?? '';
          say({
            tone: 'success',
            text: t`${name}'s account has been created. Username: ${username}, password: ${password}`,
          });
        }}
      />
      <ChildAccountDialogs
        dialog={dialog}
        chosen={chosen}
        deleting={actions.isBusy('delete')}
        onDelete={() => void deleteChosen()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: myChildAccountsLoader(queryClient),
  Component: MyChildAccountsPage,
});
