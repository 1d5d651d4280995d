import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { todayUtc } from '../../../../../shared/rules/calendar-days';
import { formatDayMonthYear, isoDayOf, localDayOf, parseDayMonthYear } from '../../../lib/day-month-year';
import { useCalendarLanguage } from './calendar-language';
import styles from './date-field.module.css';

/** What the field holds: a day (yyyy-mm-dd), nothing, or what was typed when it is not a day. */
export type DateFieldValue = { day: string | null; problem: 'format' | 'invalid' | null };

interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd, or null when blank. */
  initial?: string | null;
  /** The earliest and latest days offered (the pickers end today; statistics start 01/01/2016). */
  from?: string;
  to: string;
  disabled?: boolean;
  optional?: boolean;
  error?: string;
  onChange: (value: DateFieldValue) => void;
}

const DATE_PROBLEMS = { format: msg`Invalid date format: use dd/mm/yyyy.`, invalid: msg`Invalid date` } as const;

/** What is wrong with a typed date, in the reader's language (called while a form checks, not at load). */
export function dateProblemText(problem: keyof typeof DATE_PROBLEMS): string {
  return i18n._(DATE_PROBLEMS[problem]);
}

/**
 * A day typed as dd/mm/yyyy or picked from a calendar (staff-console §5: dd/mm/yyyy, UTC-adjusted),
 * between `from` and `to`. The calendar opens on demand, so a form of several dates stays short.
 */
export function DateField({
  label,
  initial = null,
  from,
  to,
  disabled = false,
  optional,
  error,
  onChange,
}: DateFieldProps) {
  const { t } = useLingui();
  const calendar = useCalendarLanguage();
  const [typed, setTyped] = useState(initial ? formatDayMonthYear(`${initial}T00:00:00.000Z`) : '');
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const parsed = parseDayMonthYear(typed);
  const picked = parsed && parsed !== 'format' && parsed !== 'invalid' ? localDayOf(parsed) : undefined;
  // With nothing picked the calendar opens on this month, or the nearest the range offers (a
  // field of future dates must not open years ahead on its last month).
  const today = todayUtc();
  const opening = today > to ? to : from && today < from ? from : today;

  const change = (text: string) => {
    setTyped(text);
    const next = parseDayMonthYear(text);
    onChange(next === 'format' || next === 'invalid' ? { day: null, problem: next } : { day: next, problem: null });
  };

  return (
    <div className={styles.dateField}>
      <div className={styles.row}>
        <TextField
          label={label}
          hint={t`dd/mm/yyyy`}
          value={typed}
          disabled={disabled}
          optional={optional}
          error={error}
          onChange={(event) => change(event.target.value)}
        />
        <Button
          variant="secondary"
          size="small"
          disabled={disabled}
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? <Trans>Hide calendar</Trans> : <Trans>Calendar</Trans>}
          <span className="visually-hidden">
            {' '}
            <Trans>for {label}</Trans>
          </span>
        </Button>
      </div>
      {open && !disabled ? (
        <div id={calendarId} className={styles.calendar}>
          <DayPicker
            {...calendar}
            mode="single"
            selected={picked}
            defaultMonth={picked ?? localDayOf(opening)}
            startMonth={from ? localDayOf(from) : undefined}
            endMonth={localDayOf(to)}
            disabled={[{ after: localDayOf(to) }, ...(from ? [{ before: localDayOf(from) }] : [])]}
            onSelect={(day) => {
              if (!day) return;
              change(formatDayMonthYear(`${isoDayOf(day)}T00:00:00.000Z`));
              setOpen(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
