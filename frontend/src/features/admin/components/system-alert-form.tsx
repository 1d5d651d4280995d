import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import {
  SYSTEM_ALERT_SEVERITIES,
  SYSTEM_ALERT_SEVERITY_LABELS,
  systemAlertInputSchema,
  type SystemAlertInput,
  type SystemAlertSeverity,
} from '../../../../../shared/schemas/content';
import { FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { createSystemAlert } from '../api/system-alerts';
import styles from '../pages/operations-pages.module.css';

const TIMES = ['startsAt', 'endsAt', 'windowStartsAt', 'windowEndsAt'] as const;
type TimeKey = (typeof TIMES)[number];
type Field = keyof SystemAlertInput;

/** A datetime-local value (the staff member's own time) as an instant, or null when blank. */
function instant(local: string): string | null {
  const at = local ? new Date(local) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}

const BLANK: Record<TimeKey, string> = { startsAt: '', endsAt: '', windowStartsAt: '', windowEndsAt: '' };

/**
 * Put up a system alert: its message, severity, when it shows and, optionally, the maintenance
 * window it announces, typed in the staff member's own time zone. The contract's checks (the
 * window both times or neither, each end after its start) run here first and again in the API.
 */
export function SystemAlertForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useLingui();
  const create = createSystemAlert.useMutation();
  const [message, setMessage] = useState('');
  const [severity, setSeverity] = useState<SystemAlertSeverity>('info');
  const [times, setTimes] = useState(BLANK);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const timeLabels: Record<TimeKey, string> = {
    startsAt: t`Show from`,
    endsAt: t`Show until`,
    windowStartsAt: t`Maintenance window from`,
    windowEndsAt: t`Maintenance window until`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const body = {
      message,
      severity,
      startsAt: instant(times.startsAt) ?? '',
      endsAt: instant(times.endsAt) ?? '',
      windowStartsAt: instant(times.windowStartsAt),
      windowEndsAt: instant(times.windowEndsAt),
    };
    const checked = systemAlertInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= translated(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(
      { body: checked.data },
      {
        onSuccess: () => {
          setMessage('');
          setTimes(BLANK);
          onCreated();
        },
        onError: (error) => isApiRequestError(error) && setErrors(error.fieldErrors),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-system-alert-heading">
      <h3 id="new-system-alert-heading">
        <Trans>Put up an alert</Trans>
      </h3>
      <TextAreaField
        label={t`Message`}
        rows={3}
        maxLength={500}
        value={message}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <SelectField
        label={t`Severity`}
        value={severity}
        error={errors.severity}
        onChange={(event) => setSeverity(event.target.value as SystemAlertSeverity)}
        options={SYSTEM_ALERT_SEVERITIES.map((value) => ({
          value,
          label: translated(SYSTEM_ALERT_SEVERITY_LABELS[value]),
        }))}
      />
      <div className={styles.dates}>
        {TIMES.map((key) => (
          <TextField
            key={key}
            type="datetime-local"
            label={timeLabels[key]}
            optional={key === 'windowStartsAt' || key === 'windowEndsAt'}
            value={times[key]}
            error={errors[key]}
            onChange={(event) => setTimes((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
      </div>
      <FailureAlert
        message={
          create.error && !(isApiRequestError(create.error) && create.error.status === 422)
            ? create.error.message
            : null
        }
      />
      <div className={styles.actions}>
        <Button type="submit" loading={create.isPending}>
          <Trans>Put up alert</Trans>
        </Button>
      </div>
    </form>
  );
}
