import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { homeMigrationSchema, type HomeMigrationRequest } from '../../../../../shared/schemas/children';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { pageNotice } from '../../../lib/page-notice';
import { listServices } from '../../../lib/library';
import { replaceSessionUser, useSessionUser } from '../../../lib/session';
import { listMyUserServices } from '../../../lib/user-services';
import { migrateToFamily } from '../api/children';
import styles from '../components/family.module.css';
import { forPersonalAccounts } from '../guard';

export const homeMigrationLoader = (queryClient: QueryClient) =>
  forPersonalAccounts(queryClient, () =>
    Promise.all([
      queryClient.ensureQueryData(listMyUserServices.queryOptions()),
      queryClient.ensureQueryData(listServices.queryOptions()),
    ]),
  );

type Field = 'parentFirstName' | 'parentLastName' | 'childName';

/**
 * Add Child Account on a personal account (visitor-and-account §3 home-migration form, §4): the
 * parent's names and the child's first name; confirming makes the account a parent account with
 * that child, moving the account's own subscriptions to the child when chosen.
 */
export function HomeMigrationPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const migrate = migrateToFamily.useMutation();
  const userServices = listMyUserServices.useData();
  const services = listServices.useData();
  const [values, setValues] = useState({
    parentFirstName: user?.firstName ?? '',
    parentLastName: user?.lastName ?? '',
    childName: '',
  });
  const [moveSubscriptions, setMoveSubscriptions] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const own = userServices.filter((access) => access.context === 'home' && access.grantedByChildId === null);
  const names = own.map(
    (access) => services.find((service) => service.id === access.serviceId)?.name ?? access.serviceId,
  );
  const title = t`Add Child Account`;
  const apps = names.join(', ');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const request: HomeMigrationRequest = { ...values, moveSubscriptions: moveSubscriptions && own.length > 0 };
    const parsed = homeMigrationSchema.safeParse(request);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    try {
      const answer = await migrate.mutateAsync({ body: parsed.data });
      replaceSessionUser(queryClient, answer.user);
      const { firstName: name, username } = answer.child;
      const password = answer.child.password ?? '';
      await navigate(paths.familyManagement.getHref(), {
        state: pageNotice(
          t`Your account is now a parent account. ${name}'s account has been created. Username: ${username}, password: ${password}`,
        ),
      });
    } catch (problem) {
      if (isApiRequestError(problem) && Object.keys(problem.fieldErrors).length)
        setErrors(problem.fieldErrors as Partial<Record<Field, string>>);
      else setFailure(isApiRequestError(problem) ? problem.message : String(problem));
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        description={t`Turn your account into a parent account: you keep signing in as you do now, and you look after your child's account in Family Management.`}
      />
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <h2>
          <Trans>Your name</Trans>
        </h2>
        <TextField
          label={t`First Name`}
          name="parentFirstName"
          autoComplete="given-name"
          value={values.parentFirstName}
          error={errors.parentFirstName}
          onChange={set('parentFirstName')}
        />
        <TextField
          label={t`Last Name`}
          name="parentLastName"
          autoComplete="family-name"
          value={values.parentLastName}
          error={errors.parentLastName}
          onChange={set('parentLastName')}
        />
        <h2>
          <Trans>Your child</Trans>
        </h2>
        <TextField
          label={t`Child's First Name`}
          name="childName"
          autoComplete="off"
          value={values.childName}
          error={errors.childName}
          onChange={set('childName')}
        />
        {own.length ? (
          <Checkbox
            label={t`Move my subscriptions (${apps}) to my child`}
            hint={t`Your child then holds them, and you keep access through your child's subscription.`}
            checked={moveSubscriptions}
            onChange={(event) => setMoveSubscriptions(event.target.checked)}
          />
        ) : null}
        <Button type="submit" loading={migrate.isPending}>
          <Trans>Confirm</Trans>
        </Button>
      </form>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: homeMigrationLoader(queryClient),
  Component: HomeMigrationPage,
});
