import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { zodResolver } from '@hookform/resolvers/zod';
import type { QueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ADMIN_SCHOOL_MESSAGES,
  adminSchoolCreateSchema,
  type AdminSchoolCreate,
  type AdminSchoolCreateRequest,
} from '../../../../../shared/schemas/admin-schools';
import { ErrorAlert } from '../../../components/alert';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { pageNotice } from '../../../lib/page-notice';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { ADMIN_TAB_NAMES, adminTab } from '../admin-tabs';
import { createAdminSchool } from '../api/admin-schools';
import { CountryStateFields } from '../components/country-state-fields';
import { SCHOOL_TEXT_FIELDS } from '../components/school-text-fields';
import { permissionGuard, tabPageLoader } from '../guards';
import styles from './staff-pages.module.css';

const FIELDS = [
  'name',
  'address',
  'city',
  'postcode',
  'phone',
  'email',
  'countryId',
  'stateId',
  'code',
] as const satisfies readonly (keyof AdminSchoolCreateRequest)[];

/** A message of the shared schema's checks, in the reader's language. */
const inLanguage = (message: string | undefined) => (message === undefined ? undefined : translated(message));

/**
 * Create School (school.create; staff-console §2 Schools search page): a school staff know of before any of its teachers (a
 * CRM record, a district's new school), with the fields of the school record; vetted and
 * identified by choice, so one that is both is in public search at once. Then its page opens.
 */
export function NewSchoolPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const schools = adminTab('schools');
  const create = createAdminSchool.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { errors },
  } = useForm<AdminSchoolCreateRequest, unknown, AdminSchoolCreate>({
    resolver: zodResolver(adminSchoolCreateSchema),
    defaultValues: {
      name: '',
      address: '',
      city: '',
      postcode: '',
      phone: '',
      email: '',
      countryId: 'AU',
      stateId: '',
      code: '',
      vetted: false,
      identified: false,
    },
  });
  const [countryId, stateId] = useWatch({ control, name: ['countryId', 'stateId'] });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { body: values },
      {
        onSuccess: ({ school }) =>
          void navigate(paths.admin.school.getHref(school.id), {
            state: pageNotice(ADMIN_SCHOOL_MESSAGES.created(school.name)),
          }),
        onError: (error) => showServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  return (
    <>
      <DocumentTitle title={t`Create School | Admin Console`} />
      <Breadcrumbs
        trail={[{ label: i18n._(ADMIN_TAB_NAMES.schools), to: schools.path }, { label: t`Create School` }]}
      />
      <PageHeader
        title={t`Create School`}
        description={t`A school known before any of its teachers signs up. Its teachers join it once it is vetted and identified.`}
      />
      <form className={styles.section} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`New school`}>
        {SCHOOL_TEXT_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={i18n._(label)}
            optional={field !== 'name'}
            type={field === 'email' ? 'email' : 'text'}
            error={inLanguage(errors[field]?.message)}
            {...register(field)}
          />
        ))}
        <CountryStateFields
          countryId={countryId}
          stateId={typeof stateId === 'string' ? stateId : ''}
          countryError={inLanguage(errors.countryId?.message)}
          stateError={inLanguage(errors.stateId?.message)}
          onCountryChange={(id) => {
            setValue('countryId', id);
            setValue('stateId', '');
          }}
          onStateChange={(id) => setValue('stateId', id)}
        />
        <TextField
          label={t`A-Number`}
          optional
          autoComplete="off"
          hint={t`The school's reference number in the CRM; left blank, a free one is given`}
          error={inLanguage(errors.code?.message)}
          {...register('code')}
        />
        <Checkbox label={t`Vetted`} hint={t`Checked by staff: its teachers may join it`} {...register('vetted')} />
        <Checkbox
          label={t`Identified`}
          hint={t`Matched against the CRM: with vetted, public search shows the school`}
          {...register('identified')}
        />
        <ErrorAlert error={create.error} />
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create School</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}

/** The page's route: the console's and the Schools tab's guards, then school.create. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'schools', permissionGuard(queryClient, 'school.create')),
  Component: NewSchoolPage,
});
