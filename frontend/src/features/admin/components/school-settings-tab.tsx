import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AdminSchool, AdminSchoolUpdateRequest } from '../../../../../shared/schemas/admin-schools';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { SelectField } from '../../../components/select-field';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../../../shared/i18n/locales';
import { PageNotice } from '../../../components/page-notice';
import { TextField } from '../../../components/text-field';
import { daysAfter, todayUtc } from '../../../../../shared/rules/calendar-days';
import { CountryStateFields } from './country-state-fields';
import { SCHOOL_TEXT_FIELDS } from './school-text-fields';
import { dateProblemText, DateField, type DateFieldValue } from './date-field';
import { isApiRequestError } from '../../../lib/api-client';
import { usePageActions } from '../../../lib/use-page-actions';
import { updateAdminSchool } from '../api/admin-schools';
import styles from '../pages/staff-pages.module.css';

type DateFieldName = 'marketingBlockExpiry' | 'trialLockEnd';

interface SettingsForm {
  name: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  code: string;
  countryId: string;
  /** '' for none. */
  stateId: string;
  identified: boolean;
  competitive: boolean;
  marketingBlockExpiry: string;
  trialLockEnd: string;
  /** '' for none: each person's own language. */
  language: string;
}

/** The latest day the date fields offer (about ten years): a block or a lock is set for months. */
const LATEST_DAY_AFTER_TODAY = 3653;

const DATE_FIELDS: { field: DateFieldName; label: MessageDescriptor; hint?: MessageDescriptor }[] = [
  { field: 'marketingBlockExpiry', label: msg`Marketing block expiry` },
  {
    field: 'trialLockEnd',
    label: msg`Trial lock end`,
    hint: msg`No teacher of the school may start a trial before this date`,
  },
];

/** yyyy-mm-dd of a stored time (the date field's value), in UTC as stored. */
const dateOf = (at: string | null) => (at ? at.slice(0, 10) : '');

function formOf(school: AdminSchool): SettingsForm {
  return {
    name: school.name,
    address: school.address ?? '',
    city: school.city ?? '',
    postcode: school.postcode ?? '',
    phone: school.phone ?? '',
    email: school.email ?? '',
    code: school.code,
    countryId: school.countryId,
    stateId: school.stateId ?? '',
    identified: school.identified,
    competitive: school.competitive,
    marketingBlockExpiry: dateOf(school.marketingBlockExpiry),
    trialLockEnd: dateOf(school.trialLockEnd),
    language: school.language ?? '',
  };
}

/** The fields that differ from the school, as the PATCH sends them. */
function changesOf(school: AdminSchool, form: SettingsForm): AdminSchoolUpdateRequest {
  const start = formOf(school);
  const changes: AdminSchoolUpdateRequest = {};
  for (const { field } of SCHOOL_TEXT_FIELDS)
    if (form[field].trim() !== start[field]) changes[field] = form[field].trim();
  if (form.code.trim() !== start.code) changes.code = form.code.trim();
  if (form.countryId !== start.countryId) changes.countryId = form.countryId;
  // A new country names its own state (or none); the old state is sent only when it changed.
  if (form.stateId !== start.stateId || form.countryId !== start.countryId) changes.stateId = form.stateId || null;
  if (form.identified !== start.identified) changes.identified = form.identified;
  if (form.competitive !== start.competitive) changes.competitive = form.competitive;
  if (form.language !== start.language) changes.language = isLocale(form.language) ? form.language : null;
  for (const field of ['marketingBlockExpiry', 'trialLockEnd'] as const satisfies readonly DateFieldName[]) {
    if (form[field] !== start[field]) changes[field] = form[field] ? `${form[field]}T00:00:00.000Z` : null;
  }
  return changes;
}

/**
 * The school page's Settings tab (staff-console §2): the school's fields, saved together; Save
 * is enabled only while something differs from the school. Editing needs school.update (the
 * marketing block and the trial lock among them).
 */
export function SchoolSettingsTab({ school, canUpdate }: { school: AdminSchool; canUpdate: boolean }) {
  const { i18n, t } = useLingui();
  const [form, setForm] = useState<SettingsForm>(() => formOf(school));
  const [errors, setErrors] = useState<Partial<Record<keyof SettingsForm, string>>>({});
  const actions = usePageActions({ about: school.id, ownsPageNotice: false });
  const update = updateAdminSchool.useMutation();
  const latestDay = daysAfter(todayUtc(), LATEST_DAY_AFTER_TODAY);
  // What was typed in a date field that is not a day (the form holds only days).
  const [dateProblems, setDateProblems] = useState<Partial<Record<DateFieldName, DateFieldValue['problem']>>>({});
  // A date typed wrong is a change too: Save then says what is wrong with it.
  const changes = changesOf(school, form);
  const dirty = Object.keys(changes).length > 0 || Object.values(dateProblems).some(Boolean);
  const set = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    actions.say(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setErrors({ name: t`Please enter the school name.` });
    if (!form.code.trim()) return setErrors({ code: t`Please enter the A-Number.` });
    const badDates = DATE_FIELDS.flatMap(({ field }) => {
      const problem = dateProblems[field];
      return problem ? [[field, dateProblemText(problem)] as const] : [];
    });
    if (badDates.length) return setErrors(Object.fromEntries(badDates));
    await actions.run(
      'save',
      async () => {
        try {
          const { school: saved } = await update.mutateAsync({ params: { schoolId: school.id }, body: changes });
          setForm(formOf(saved));
          return true;
        } catch (error) {
          // A refusal of fields is said beside them, not above the form.
          if (!isApiRequestError(error) || !Object.keys(error.fieldErrors).length) throw error;
          const fields = Object.entries(error.fieldErrors);
          setErrors(Object.fromEntries(fields.map(([field, message]) => [field.split('/').pop() ?? field, message])));
          return false;
        }
      },
      { done: (saved) => (saved ? t`The school was saved.` : '') },
    );
  };

  return (
    <form
      className={styles.section}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`School settings`}
    >
      {canUpdate ? null : (
        <p className={styles.muted}>
          <Trans>Editing a school needs the role school.update.</Trans>
        </p>
      )}
      <fieldset disabled={!canUpdate} className={styles.roleOptions}>
        <legend className="visually-hidden">
          <Trans>School fields</Trans>
        </legend>
        {SCHOOL_TEXT_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={i18n._(label)}
            optional={field !== 'name'}
            value={form[field]}
            onChange={(event) => set(field, event.target.value)}
            error={errors[field]}
          />
        ))}
        <TextField
          label={t`A-Number`}
          hint={t`The school's reference number in the CRM, unique among schools`}
          autoComplete="off"
          value={form.code}
          onChange={(event) => set('code', event.target.value)}
          error={errors.code}
        />
        <CountryStateFields
          countryId={form.countryId}
          stateId={form.stateId}
          countryError={errors.countryId}
          stateError={errors.stateId}
          onCountryChange={(countryId) => {
            set('countryId', countryId);
            set('stateId', '');
          }}
          onStateChange={(stateId) => set('stateId', stateId)}
        />
        <Checkbox
          label={t`Identified`}
          hint={t`Matched against the CRM: with vetted and not hidden, public search shows the school`}
          checked={form.identified}
          onChange={(event) => set('identified', event.target.checked)}
        />
        <Checkbox
          label={t`Competitive`}
          checked={form.competitive}
          onChange={(event) => set('competitive', event.target.checked)}
        />
        <SelectField
          label={t`Language`}
          hint={t`New students and teachers of the school start in it; login cards and home letters print in it`}
          value={form.language}
          onChange={(event) => set('language', event.currentTarget.value)}
          error={errors.language}
          options={[
            { value: '', label: t`None: each person's own` },
            ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
          ]}
        />
        {DATE_FIELDS.map(({ field, label, hint }) => (
          <div key={field}>
            <DateField
              label={i18n._(label)}
              optional
              initial={form[field] || null}
              to={latestDay}
              error={errors[field]}
              onChange={(value: DateFieldValue) => {
                set(field, value.day ?? '');
                setDateProblems((current) => ({ ...current, [field]: value.problem }));
              }}
            />
            {hint ? <p className={styles.muted}>{i18n._(hint)}</p> : null}
          </div>
        ))}
      </fieldset>
      <PageNotice actions={actions} />
      {canUpdate ? (
        <div className={styles.actions}>
          <Button type="submit" disabled={!dirty} loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      ) : null}
    </form>
  );
}
