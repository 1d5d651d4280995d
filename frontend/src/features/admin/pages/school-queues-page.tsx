import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import { SCHOOL_QUEUES, type SchoolQueue } from '../../../../../shared/rules/school-queues';
import {
  ADMIN_SCHOOL_MESSAGES,
  SCHOOL_QUEUE_LABELS,
  type AdminSchool,
} from '../../../../../shared/schemas/admin-schools';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import tableStyles from '../../../components/plain-table.module.css';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { useSessionUser } from '../../../lib/session';
import { identifySchools, listSchoolQueue, setSchoolVisibility, vetSchools } from '../api/admin-schools';
import { tabPageLoader } from '../guards';
import styles from './operations-pages.module.css';
import queueStyles from './school-queues-page.module.css';

const isQueue = (value: string | undefined): value is SchoolQueue =>
  (SCHOOL_QUEUES as readonly string[]).includes(value ?? '');

/**
 * What staff do to a school of each queue, in place: the step that takes it out of the queue. A
 * flagged school is opened (View) to check it; no route clears a flag yet.
 */
const QUEUE_ACTIONS = {
  unvetted: { label: 'Vet', permission: 'school.vet' },
  unidentified: { label: 'Identify', permission: 'school.update.identify' },
  hidden: { label: 'Unhide', permission: 'school.visibility.update' },
  flagged: null,
} as const;

type Notice = { tone: 'success' | 'danger'; text: string } | null;

function QueueTable({ queue }: { queue: SchoolQueue }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [cursors, setCursors] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const cursor = cursors.at(-1);
  const page = listSchoolQueue.useRead({ query: cursor ? { queue, cursor } : { queue } });
  const vet = vetSchools.useMutation();
  const identify = identifySchools.useMutation();
  const visibility = setSchoolVisibility.useMutation();
  const action = QUEUE_ACTIONS[queue];
  const may = action !== null && hasPermission(user?.staffRoles ?? [], action.permission);
  const busy = vet.isPending || identify.isPending || visibility.isPending;

  const act = async (school: AdminSchool) => {
    setNotice(null);
    const body = { schoolIds: [school.id] };
    try {
      if (queue === 'unvetted') await vet.mutateAsync({ body });
      else if (queue === 'unidentified') await identify.mutateAsync({ body: { ...body, identified: true } });
      else if (queue === 'hidden') await visibility.mutateAsync({ body: { ...body, hidden: false } });
      const done = { unvetted: 'Vetted', unidentified: 'Identified', hidden: 'Unhid', flagged: 'Checked' }[queue];
      setNotice({ tone: 'success', text: `${done} ${school.name}.` });
      await queryClient.invalidateQueries({ queryKey: listSchoolQueue.key() });
    } catch (error) {
      const fallback = queue === 'unvetted' ? ADMIN_SCHOOL_MESSAGES.vetFailed : 'Something went wrong';
      setNotice({
        tone: 'danger',
        text: queue === 'unvetted' ? fallback : isApiRequestError(error) ? error.message : fallback,
      });
    }
  };

  if (page.isPending) return <LoadingIndicator label="Reading the queue" />;
  if (page.isError)
    return (
      <Alert tone="danger" live>
        <p>{isApiRequestError(page.error) ? page.error.message : 'The queue could not be read.'}</p>
      </Alert>
    );
  const { entries, cursor: next } = page.data;

  return (
    <section className={styles.section} aria-labelledby="queue-heading">
      <h2 id="queue-heading">{SCHOOL_QUEUE_LABELS[queue]}</h2>
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <Alert tone="info">
          <p>No school is waiting here.</p>
        </Alert>
      ) : (
        <div
          className={`${tableStyles.tableWrap} ${queueStyles.tableBox}`}
          tabIndex={0}
          role="region"
          aria-label="Schools in the queue"
        >
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{SCHOOL_QUEUE_LABELS[queue]}, longest waiting first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">City</th>
                <th scope="col">Postcode</th>
                <th scope="col">Country</th>
                <th scope="col">Waiting since</th>
                {queue === 'flagged' ? <th scope="col">Reason</th> : null}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map(({ school, since }) => (
                <tr key={school.id}>
                  <td>{school.name}</td>
                  <td>{school.city ?? '—'}</td>
                  <td>{school.postcode ?? '—'}</td>
                  <td>{school.countryId}</td>
                  <td>{formatDayMonthYear(since)}</td>
                  {queue === 'flagged' ? <td>{school.flagReason ?? '—'}</td> : null}
                  <td>
                    <div className={styles.actions}>
                      {may && action ? (
                        <Button
                          size="small"
                          disabled={busy}
                          aria-label={`${action.label} ${school.name}`}
                          onClick={() => void act(school)}
                        >
                          {action.label}
                        </Button>
                      ) : null}
                      <LinkButton
                        to={paths.admin.school.getHref(school.id)}
                        size="small"
                        variant="secondary"
                        aria-label={`View ${school.name}`}
                      >
                        View
                      </LinkButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.actions}>
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors([])}>
            First page
          </Button>
        ) : null}
        {next ? (
          <Button variant="secondary" onClick={() => setCursors((current) => [...current, next])}>
            Next page
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The work queues (issue 32): schools waiting for staff's next step, each acted on in place. */
export function SchoolQueuesPage() {
  const { queue } = useParams();
  if (!isQueue(queue)) return null;
  return (
    <>
      <DocumentTitle title={`${SCHOOL_QUEUE_LABELS[queue]} | Work queues | Admin Console`} />
      <PageHeader
        title="Work queues"
        description="Schools waiting for a step: vetting, identifying against the CRM, a hidden school to review, a flagged one to check. Longest waiting first."
      />
      <nav aria-label="Work queues">
        <ul className={queueStyles.queueLinks}>
          {SCHOOL_QUEUES.map((id) => (
            <li key={id}>
              <LinkButton
                to={paths.admin.schoolQueue.getHref(id)}
                size="small"
                variant={id === queue ? 'primary' : 'secondary'}
                aria-current={id === queue ? 'page' : undefined}
              >
                {SCHOOL_QUEUE_LABELS[id]}
              </LinkButton>
            </li>
          ))}
        </ul>
      </nav>
      <QueueTable key={queue} queue={queue} />
    </>
  );
}

/** The page's route: under the Schools tab; an unknown queue opens the first. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'schools', ({ params }: LoaderFunctionArgs) => {
    if (!isQueue(params['queue'])) throw redirect(paths.admin.schoolQueue.getHref('unvetted'));
    return Promise.resolve(null);
  }),
  Component: SchoolQueuesPage,
});
