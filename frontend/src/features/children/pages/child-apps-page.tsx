import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  APP_SHARING_MESSAGES,
  NAME_SHARING_CHOICES,
  NAME_SHARING_LABELS,
  releasedInWords,
  sharedAttributes,
  type ChildAppSharing,
  type NameSharing,
} from '../../../../../shared/schemas/app-sharing';
import { translated } from '../../../../../shared/i18n/text';
import { Alert, ErrorAlert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ChoiceCards } from '../../../components/choice-cards';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { paths } from '../../../config/paths';
import { usePageActions, type PageOutcome } from '../../../lib/use-page-actions';
import { listChildAppSharing, setChildAppSharing } from '../api/children';
import styles from '../components/family.module.css';
import { forParents } from '../guard';

/** What each choice does beside what it sends (the words of what it sends come from the launch's rule). */
const CHOICE_DESCRIPTIONS: Readonly<Record<NameSharing, MessageDescriptor>> = {
  default: msg`As the app is registered with the App Library.`,
  firstName: msg`No last initial, last name, username or e-mail address.`,
  none: msg`No attributes at all: the app sees only an id that does not name your child.`,
};

/** 'Receives now: first name, last initial.': the words of what it sends come from the launch's rule. */
function ReceivesNow({ attributes }: { attributes: string }) {
  return (
    <p>
      <Trans>
        <strong>Receives now:</strong> {attributes}.
      </Trans>
    </p>
  );
}

function AppSharingPanel({
  childId,
  childName,
  app,
  onNotice,
}: {
  childId: string;
  childName: string;
  app: ChildAppSharing;
  onNotice: (notice: PageOutcome) => void;
}) {
  const { i18n, t } = useLingui();
  const appName = app.serviceName;
  const [choice, setChoice] = useState<NameSharing>(app.nameSharing);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const save = setChildAppSharing.useMutation();
  const headingId = `app-${app.serviceId}-heading`;

  async function send(next: { nameSharing: NameSharing; blocked: boolean }, success: string) {
    try {
      await save.mutateAsync({ params: { childId, serviceId: app.serviceId }, body: next });
      onNotice({ tone: 'success', text: success });
    } catch {
      // The mutation's error is shown in the panel.
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send({ nameSharing: choice, blocked: app.blocked }, APP_SHARING_MESSAGES.saved(app.serviceName));
  }

  return (
    <li className={styles.panel}>
      <h2 id={headingId} className={styles.appHeading}>
        {app.serviceName}{' '}
        {app.blocked ? (
          <Badge tone="danger">
            <Trans>Blocked</Trans>
          </Badge>
        ) : null}
      </h2>
      <ReceivesNow attributes={releasedInWords(app.attributes)} />
      {app.blocked ? <p>{t`${childName} cannot open ${appName} until you unblock it.`}</p> : null}
      <ErrorAlert error={save.error} />
      <form onSubmit={submit} className={styles.appForm}>
        <ChoiceCards
          legend={t`What ${appName} receives about ${childName}`}
          name={`name-sharing-${app.serviceId}`}
          choices={NAME_SHARING_CHOICES.map((value) => {
            const does = i18n._(CHOICE_DESCRIPTIONS[value]);
            const sends = releasedInWords(sharedAttributes(app.registeredAttributes, value));
            return { value, label: translated(NAME_SHARING_LABELS[value]), description: t`${does} Sends: ${sends}.` };
          })}
          value={choice}
          onChange={setChoice}
        />
        <div className={styles.formRow}>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            <Trans>Save</Trans>
          </Button>
          {app.blocked ? (
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={() =>
                void send(
                  { nameSharing: app.nameSharing, blocked: false },
                  APP_SHARING_MESSAGES.unblocked(app.serviceName, childName),
                )
              }
            >
              <Trans>Unblock</Trans>
            </Button>
          ) : (
            <Button variant="danger" disabled={save.isPending} onClick={() => setConfirmBlock(true)}>
              <Trans>Block</Trans>
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmBlock}
        title={t`Block ${appName} for ${childName}?`}
        confirmLabel={t`Block`}
        busy={save.isPending}
        onConfirm={() => {
          setConfirmBlock(false);
          void send(
            { nameSharing: app.nameSharing, blocked: true },
            APP_SHARING_MESSAGES.blocked(app.serviceName, childName),
          );
        }}
        onClose={() => setConfirmBlock(false)}
      >
        <p>{APP_SHARING_MESSAGES.blockConfirm(app.serviceName, childName)}</p>
      </ConfirmDialog>
    </li>
  );
}

/** Apps and sharing: per app a child can open, what it receives, how much of the name, and Block/Unblock. */
export function ChildAppsPage() {
  const { t } = useLingui();
  const { childId = '' } = useParams();
  const { childFirstName, apps } = listChildAppSharing.useData({ params: { childId } });
  const actions = usePageActions();
  const name = childFirstName;
  const title = t`Apps and sharing: ${name}`;
  return (
    <>
      <DocumentTitle title={title} />
      <p>
        <BackLink fallback={paths.familyManagement.getHref()}>{t`Back to My Child Accounts`}</BackLink>
      </p>
      <PageHeader
        title={title}
        description={t`What each app ${name} can open receives when ${name} signs in to it, and how much of ${name}'s name you let it have. A change applies the next time the app is opened.`}
      />
      <PageNotice actions={actions} />
      {apps.length ? (
        <ul className={styles.appList} aria-label={t`Apps ${name} can open`}>
          {apps.map((app) => (
            <AppSharingPanel
              key={`${app.serviceId}-${app.nameSharing}-${String(app.blocked)}`}
              childId={childId}
              childName={childFirstName}
              app={app}
              onNotice={actions.say}
            />
          ))}
        </ul>
      ) : (
        <Alert tone="info">
          <p>{t`${name} has no apps to open yet.`}</p>
        </Alert>
      )}
    </>
  );
}

/** The page's route: the guard, then the child's apps (404 for a child not the parent's). */
export const route = (queryClient: QueryClient) => ({
  loader: forParents(queryClient, ({ params }) =>
    queryClient.ensureQueryData(listChildAppSharing.queryOptions({ params: { childId: params['childId'] ?? '' } })),
  ),
  Component: ChildAppsPage,
});
