import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useNavigate } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { SCHOOL_MESSAGES, type PublicSchool, type SchoolSearchInput } from '../../../../../shared/schemas/schools';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { listCountries } from '../../../lib/countries';
import { pageNotice } from '../../../lib/page-notice';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { ensureSessionUser, replaceSessionUser, useSessionUser } from '../../../lib/session';
import { useCreateSchool } from '../api/schools';
import { useJoinSchool } from '../api/schools';
import { SchoolForm } from '../components/school-form';
import { SearchResults } from '../components/search-results';
import {
  SCHOOL_FORM_FIELDS,
  checkCreate,
  checkSearch,
  emptySchoolForm,
  type SchoolFormErrors,
  type SchoolFormField,
  type SchoolFormValues,
} from '../school-form-rules';

/** Only a signed-in teacher without a school belongs here (§2 web.services); everyone else goes to post-login. */
export const schoolIdentificationLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user || !accountKind(user).isTeacher || user.schoolId !== null) throw redirect(paths.continue.getHref());
  await queryClient.ensureQueryData(listCountries.queryOptions());
  return null;
};

/** The failure of a join or a create, with §8's words first and the API's reason after. */
function failureText(prefix: string, error: Error | null): string | null {
  return error ? `${prefix} ${error.message}` : null;
}

/**
 * web.school-identification: the teacher finds their school and joins it, or creates it (and
 * becomes its school administrator); then the session shows the school and the library opens.
 */
export function SchoolIdentificationPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const countries = listCountries.useData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<SchoolFormValues>({ defaultValues: emptySchoolForm(user?.countryId ?? null) });
  const [search, setSearch] = useState<SchoolSearchInput | null>(null);
  /** A field to focus once the form is back on screen (after Search Again, or a create refused from the results). */
  const focusOnForm = useRef<SchoolFormField | null>(null);
  const create = useCreateSchool();
  const join = useJoinSchool();

  useEffect(() => {
    if (search === null && focusOnForm.current) {
      form.setFocus(focusOnForm.current);
      focusOnForm.current = null;
    }
  }, [search, form]);

  function focusField(field: SchoolFormField) {
    if (search === null) form.setFocus(field);
    else focusOnForm.current = field;
  }

  function resetOutcomes() {
    create.reset();
    join.reset();
  }

  function showErrors(errors: SchoolFormErrors) {
    form.clearErrors();
    for (const field of SCHOOL_FORM_FIELDS) {
      const message = errors[field];
      if (message) form.setError(field, { type: 'validate', message });
    }
    const first = SCHOOL_FORM_FIELDS.find((field) => errors[field]);
    if (first) focusField(first);
    setSearch(null);
  }

  function finish(changed: SessionUser, notice: string) {
    replaceSessionUser(queryClient, changed);
    void navigate(paths.library.getHref(), { state: pageNotice(notice) });
  }

  function onSearch() {
    resetOutcomes();
    const checked = checkSearch(form.getValues(), countries);
    if (!checked.ok) return showErrors(checked.errors);
    form.clearErrors();
    setSearch(checked.value);
  }

  function onCreate() {
    resetOutcomes();
    const checked = checkCreate(form.getValues(), countries);
    if (!checked.ok) return showErrors(checked.errors);
    form.clearErrors();
    create.mutate(checked.value, {
      onSuccess: ({ school, user: changed }) => {
        const name = school.name;
        finish(
          changed,
          t`${name} has been created and you are its school administrator. Other teachers can find it once we have checked its details.`,
        );
      },
      onError: (error) => {
        showServerFieldErrors(error, SCHOOL_FORM_FIELDS, form.setError);
        // A field the API refused is shown on the form, also when Create was pressed on the results.
        if (isApiRequestError(error) && SCHOOL_FORM_FIELDS.some((field) => field in error.fieldErrors)) setSearch(null);
      },
    });
  }

  function onJoin(school: PublicSchool) {
    resetOutcomes();
    const name = school.name;
    join.mutate(school.id, { onSuccess: ({ user: changed }) => finish(changed, t`You have joined ${name}.`) });
  }

  function onSearchAgain() {
    resetOutcomes();
    focusField('name');
    setSearch(null);
  }

  const failure =
    failureText(translated(SCHOOL_MESSAGES.joinFailed), join.error) ??
    failureText(`${translated(SCHOOL_MESSAGES.createFailed)}:`, create.error);
  return (
    <>
      <DocumentTitle title={t`Find your school`} />
      <PageHeader
        title={t`Find your school`}
        description={t`Teacher accounts belong to a school. Search for your school and join it, or create it if it is not in the App Library yet.`}
      />
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      {search ? (
        <SearchResults
          search={search}
          joiningId={join.isPending ? (join.variables ?? null) : null}
          onJoin={onJoin}
          onSearchAgain={onSearchAgain}
          onCreate={onCreate}
          creating={create.isPending}
        />
      ) : (
        <SchoolForm
          form={form}
          countries={countries}
          onSearch={onSearch}
          onCreate={onCreate}
          creating={create.isPending}
        />
      )}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: schoolIdentificationLoader(queryClient),
  Component: SchoolIdentificationPage,
});
