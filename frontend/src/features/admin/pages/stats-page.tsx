import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { todayUtc } from '../../../../../shared/rules/calendar-days';
import {
  DEFAULT_STATS_SERVICE_ID,
  GLOBAL_COUNTRY,
  startOfYear,
  STATS_DATE_FLOOR,
  STATS_ROLES,
  type StatsRole,
} from '../../../../../shared/schemas/stats-reports';
import { FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { listCountries } from '../../../lib/countries';
import { listServices } from '../../../lib/library';
import { startCrmUnlinkedExport, startWeeklyUserStatusExport, statsExportFile } from '../api/stats-reports';
import { dateProblemText, DateField, type DateFieldValue } from '../components/date-field';
import { ExportProgress, exportStart } from '../components/export-progress';
import styles from './operations-pages.module.css';
import { tabPageLoader } from '../guards';

const ROLE_LABELS: Record<StatsRole, MessageDescriptor> = {
  home: msg`Home`,
  admin: msg`School admin`,
  teacher: msg`Teacher`,
  student: msg`Student`,
};

function CrmUnlinkedLogins() {
  const { t } = useLingui();
  const start = startCrmUnlinkedExport.useMutation();
  const download = { ...exportStart(start), run: () => start.mutate() };
  return (
    <section className={styles.section} aria-labelledby="crm-heading">
      <h2 id="crm-heading">
        <Trans>CRM-unlinked school logins</Trans>
      </h2>
      <p>
        <Trans>
          Schools not yet identified against the CRM whose teachers signed in during the last 30 days, busiest first,
          with their administrators to contact.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button loading={download.busy} onClick={download.run}>
          <Trans>Prepare CRM-unlinked logins CSV</Trans>
        </Button>
      </div>
      <FailureAlert message={download.failure} />
      {download.job ? (
        <ExportProgress
          key={download.job.id}
          job={download.job}
          label={t`Counting the CRM-unlinked school logins`}
          fileOf={statsExportFile}
        />
      ) : null}
    </section>
  );
}

function WeeklyUserStatus() {
  const { i18n, t } = useLingui();
  const services = listServices.useRead();
  const countries = listCountries.useRead();
  const [start, setStart] = useState<DateFieldValue>({ day: startOfYear(), problem: null });
  const [service, setService] = useState(DEFAULT_STATS_SERVICE_ID);
  const [role, setRole] = useState<StatsRole>('teacher');
  const [country, setCountry] = useState(GLOBAL_COUNTRY);
  const [startError, setStartError] = useState<string | undefined>();
  const startExport = startWeeklyUserStatusExport.useMutation();
  const download = {
    ...exportStart(startExport),
    run: () => startExport.mutate({ body: { start: start.day, service, role, country } }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.problem) {
      setStartError(dateProblemText(start.problem));
      return;
    }
    download.run();
  };

  return (
    <section className={styles.section} aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">
        <Trans>Weekly User Status</Trans>
      </h2>
      <p>
        <Trans>
          A row per week from the earliest date: how many users signed in (active), how many of them are new, and their
          sign-ins.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <DateField
          label={t`Earliest date`}
          initial={startOfYear()}
          from={STATS_DATE_FLOOR}
          to={todayUtc()}
          optional
          error={startError ?? download.fieldErrors['start']}
          onChange={(value) => {
            setStart(value);
            setStartError(undefined);
          }}
        />
        <SelectField
          label={t`Service`}
          value={service}
          error={download.fieldErrors['service']}
          onChange={(event) => setService(event.target.value)}
          options={(services.data ?? []).map((option) => ({
            value: option.id,
            label: `${option.name} (${option.id})`,
          }))}
        >
          {services.data ? null : (
            <option value={DEFAULT_STATS_SERVICE_ID}>{t`Service ${ph({ id: DEFAULT_STATS_SERVICE_ID })}`}</option>
          )}
        </SelectField>
        <SelectField
          label={t`Role`}
          value={role}
          onChange={(event) => setRole(event.target.value as StatsRole)}
          options={STATS_ROLES.map((option) => ({ value: option, label: i18n._(ROLE_LABELS[option]) }))}
        />
        <SelectField
          label={t`Country`}
          value={country}
          error={download.fieldErrors['country']}
          onChange={(event) => setCountry(event.target.value)}
          options={(countries.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
        >
          <option value={GLOBAL_COUNTRY}>{t`Global`}</option>
        </SelectField>
        <FailureAlert message={download.failure} />
        <div className={styles.actions}>
          <Button type="submit" loading={download.busy}>
            <Trans>Prepare Weekly User Status CSV</Trans>
          </Button>
        </div>
      </form>
      {download.job ? (
        <ExportProgress
          key={download.job.id}
          job={download.job}
          label={t`Counting the weekly user status`}
          fileOf={statsExportFile}
        />
      ) : null}
    </section>
  );
}

/** The Stats tab (stats.read; staff-console §2 Stats, §9): statistics as CSV downloads, each made by an export job. */
export function StatsPage() {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`Stats | Admin Console`} />
      <PageHeader title={t`Stats`} description={t`Download statistics as CSV files.`} />
      <CrmUnlinkedLogins />
      <WeeklyUserStatus />
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'stats'),
  Component: StatsPage,
});
