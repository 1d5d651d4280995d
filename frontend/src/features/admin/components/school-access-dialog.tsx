import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { DEFAULT_GRANT_DAYS_AHEAD } from '../../../../../shared/rules/school-service-display';
import { todayUtc } from '../../../../../shared/rules/calendar-days';
import { SCHOOL_GRANT_MESSAGES, type SchoolServicePanel } from '../../../../../shared/schemas/school-grants';
import { translated } from '../../../../../shared/i18n/text';
import { FailureAlert } from '../../../components/alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { failureReason } from '../../../lib/use-page-actions';
import type { ChangeState } from '../../../lib/define-mutation';
import {
  dayMonthYearFromToday,
  formatDayMonthYear,
  isoDayOf,
  localDayOf,
  parseDayMonthYear,
} from '../../../lib/day-month-year';
import { useCalendarLanguage } from './calendar-language';
import styles from '../pages/staff-pages.module.css';

export type AccessKind = 'subscription' | 'trial';

interface SchoolAccessDialogProps {
  panel: SchoolServicePanel;
  /** The kinds the staff member may grant (school.subscription.update, school.trial.update). */
  kinds: readonly AccessKind[];
  initialKind: AccessKind;
  /** The grant's change (the page's): its failure is shown here. */
  grant: ChangeState;
  /** Grants with `grant`, closing the dialog once it has succeeded. */
  onGrant: (kind: AccessKind, endDate: string) => void;
  onClose: () => void;
}

const KIND_LABELS = { subscription: msg`Subscription`, trial: msg`Trial` } as const satisfies Record<
  AccessKind,
  unknown
>;

/**
 * The School Access modal (staff-console §2, §4, §5): a subscription or a trial of one app until
 * a day picked on the calendar or typed as dd/mm/yyyy; 14 days ahead to start with, or the
 * current end when altering.
 */
export function SchoolAccessDialog({ panel, kinds, initialKind, grant, onGrant, onClose }: SchoolAccessDialogProps) {
  const { i18n, t } = useLingui();
  const calendar = useCalendarLanguage();
  const [kind, setKind] = useState<AccessKind>(initialKind);
  const currentEnd = kind === 'subscription' ? panel.access?.subscriptionEnd : panel.access?.trialEnd;
  const [typed, setTyped] = useState(() =>
    currentEnd ? formatDayMonthYear(currentEnd) : dayMonthYearFromToday(DEFAULT_GRANT_DAYS_AHEAD),
  );
  const [error, setError] = useState<string | null>(null);
  const { reset } = grant;
  // A failure of an earlier opening is not this one's.
  useEffect(() => reset(), [reset]);
  const parsed = parseDayMonthYear(typed);
  const picked = parsed && parsed !== 'format' && parsed !== 'invalid' ? localDayOf(parsed) : undefined;

  const serviceName = panel.service.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed || parsed === 'format' || parsed === 'invalid')
      return setError(translated(SCHOOL_GRANT_MESSAGES.invalidDate));
    if (parsed < todayUtc()) return setError(translated(SCHOOL_GRANT_MESSAGES.pastDate));
    onGrant(kind, `${parsed}T00:00:00.000Z`);
  };

  return (
    <FormDialog
      title={t`School Access: ${serviceName}`}
      formId="school-access-form"
      submitLabel={t`Save`}
      busy={grant.isPending}
      onClose={onClose}
    >
      <form id="school-access-form" className={styles.roleOptions} onSubmit={submit} noValidate>
        {kinds.length > 1 ? (
          <fieldset className={styles.presets}>
            <legend>
              <Trans>Access</Trans>
            </legend>
            {kinds.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="access-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />{' '}
                {i18n._(KIND_LABELS[option])}
              </label>
            ))}
          </fieldset>
        ) : (
          <p>{i18n._(KIND_LABELS[kind])}</p>
        )}
        <TextField
          label={t`End date`}
          hint={t`dd/mm/yyyy, or pick a day on the calendar`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <DayPicker
          {...calendar}
          mode="single"
          selected={picked}
          defaultMonth={picked}
          onSelect={(day) => {
            if (!day) return;
            setTyped(formatDayMonthYear(`${isoDayOf(day)}T00:00:00.000Z`));
            setError(null);
          }}
        />
        <FailureAlert message={grant.error ? failureReason(grant.error) : null} />
      </form>
    </FormDialog>
  );
}
