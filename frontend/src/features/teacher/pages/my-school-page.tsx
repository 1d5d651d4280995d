import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { paths } from '../../../config/paths';
import { useState, type FormEvent } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  SCHOOL_SETTINGS_MESSAGES,
  type SchoolSettings,
  type SchoolSettingsUpdateRequest,
} from '../../../../../shared/schemas/school-settings';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { ReadOnlyField } from '../../../components/read-only-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { getSchoolSettings, updateSchoolSettings } from '../api/school-settings';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import styles from '../components/teacher.module.css';
import { guarded } from '../guard';

export const mySchoolLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      getSchoolSettings.queryOptions({ params: { schoolId: params['schoolId'] ?? '' } }),
    );
    return null;
  });

type Form = Required<{
  [K in Exclude<keyof SchoolSettingsUpdateRequest, 'studentNamesInReports'>]: K extends 'competitive'
    ? boolean
    : string;
}> & { fullStudentNames: boolean };
const TEXT_FIELDS = ['address', 'city', 'postcode', 'phone'] as const;

function formOf(school: SchoolSettings): Form {
  return {
    address: school.address ?? '',
    city: school.city ?? '',
    postcode: school.postcode ?? '',
    phone: school.phone ?? '',
    competitive: school.competitive,
    fullStudentNames: school.studentNamesInReports === 'full',
  };
}

/** teacher.school (index): My School (school-and-family §2), for the school's administrators. */
/** My School, started again from the school it shows when the school changes. */
export function MySchoolRoute() {
  const { schoolId = '' } = useParams();
  return <MySchoolPage key={schoolId} />;
}

export function MySchoolPage() {
  const { t } = useLingui();
  const { schoolId = '' } = useParams();
  const { school } = getSchoolSettings.useData({ params: { schoolId } });
  const [form, setForm] = useState<Form>(() => formOf(school));
  const [saved, setSaved] = useState<Form>(() => formOf(school));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const save = updateSchoolSettings.useMutation();
  const changed = (Object.keys(form) as (keyof Form)[]).some((field) => form[field] !== saved[field]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    setNotice(null);
    setFieldErrors({});
    save.mutate(
      {
        params: { schoolId },
        body: {
          address: form.address,
          city: form.city,
          postcode: form.postcode,
          competitive: form.competitive,
          phone: form.phone || null,
          studentNamesInReports: form.fullStudentNames ? 'full' : 'initials',
        },
      },
      {
        onSuccess: (answer) => {
          const next = formOf(answer.school);
          setForm(next);
          setSaved(next);
          setNotice({ tone: 'success', text: translated(SCHOOL_SETTINGS_MESSAGES.saved) });
        },
        onError: (error) => {
          // §8 school save: a 422 is shown by field; anything else is the spec's message.
          if (isApiRequestError(error) && error.status === 422) setFieldErrors(error.fieldErrors);
          else setNotice({ tone: 'danger', text: translated(SCHOOL_SETTINGS_MESSAGES.editFailed) });
        },
      },
    );
  }

  const label: Record<(typeof TEXT_FIELDS)[number], string> = {
    address: t`Address`,
    city: t`City`,
    postcode: t`Post/Zip Code`,
    phone: t`Phone`,
  };
  const schoolName = school.name;
  return (
    <>
      <DocumentTitle title={t`My School: ${schoolName}`} />
      <TeacherCrumbs trail={[{ label: school.name }]} />
      <PageHeader title={t`My School`} description={school.name} />
      <Alert tone="info" title={t`School administrators`}>
        <p>
          <Trans>
            As an administrator of {schoolName} you can change its details, manage all of its classes and teachers, move
            students between classes, run the SMART Tool for the yearly rollover and export the school&apos;s student
            list. Other teachers can be nominated as administrators on{' '}
            <Link to={paths.teacher.manageTeachers.getHref(schoolId)}>Manage Teachers</Link>.
          </Trans>
        </p>
      </Alert>
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <form className={styles.panel} onSubmit={submit} noValidate aria-label={t`School details`}>
        <ReadOnlyField label={t`Name`} value={school.name} />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={label[field]}
            optional={field === 'phone'}
            value={form[field]}
            error={fieldErrors[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          />
        ))}
        <ReadOnlyField label={t`Country`} value={school.country} />
        <ReadOnlyField label={t`State/Region`} value={school.state ?? ''} />
        <Checkbox
          label={translated(SCHOOL_SETTINGS_MESSAGES.competitions)}
          checked={form.competitive}
          onChange={(event) => setForm({ ...form, competitive: event.target.checked })}
        />
        <Checkbox
          label={translated(SCHOOL_SETTINGS_MESSAGES.studentNamesInReports)}
          checked={form.fullStudentNames}
          onChange={(event) => setForm({ ...form, fullStudentNames: event.target.checked })}
        />
        <Button type="submit" disabled={!changed} loading={save.isPending}>
          <Trans>Save Changes</Trans>
        </Button>
      </form>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: mySchoolLoader(queryClient), Component: MySchoolRoute });
