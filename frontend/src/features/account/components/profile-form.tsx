import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { blankToNull } from '../../../../../shared/rules/blank-to-null';
import { profileChangesSchema } from '../../../../../shared/schemas/me';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ReadOnlyField } from '../../../components/read-only-field';
import { TitleField } from '../../../components/title-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateProfile } from '../api/me';

type ProfileInput = z.input<typeof profileChangesSchema>;
type ProfileOutput = z.output<typeof profileChangesSchema>;
const FIELDS = ['title', 'firstName', 'lastName'] as const;

/** My Account's names: Save is enabled only when something changed. */
export function ProfileForm({ user, editable }: { user: SessionUser; editable: boolean }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileChangesSchema),
    defaultValues: { title: user.title, firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: ({ user: saved }) =>
        reset({ title: saved.title, firstName: saved.firstName, lastName: saved.lastName }),
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Your details`}>
      {update.isSuccess && !isDirty ? (
        <Alert tone="success" live>
          <p>
            <Trans>Your details were saved.</Trans>
          </p>
        </Alert>
      ) : null}
      {update.error && !(isApiRequestError(update.error) && update.error.status === 422) ? (
        <Alert tone="danger" live>
          <p>{update.error.message}</p>
        </Alert>
      ) : null}
      <ReadOnlyField label={t`Username`} value={user.username} autoComplete="username" />
      {editable ? (
        <>
          <TitleField error={errors.title?.message} {...register('title', { setValueAs: blankToNull })} />
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </>
      ) : (
        // Student and child accounts cannot edit their names (visitor-and-account §2 Account): shown as text.
        <>
          {user.title ? <ReadOnlyField label={t`Title`} value={user.title} /> : null}
          <ReadOnlyField label={t`First name`} value={user.firstName} />
          <ReadOnlyField label={t`Last name`} value={user.lastName} />
        </>
      )}
      {editable ? (
        <Button type="submit" disabled={!isDirty} loading={update.isPending}>
          <Trans>Save</Trans>
        </Button>
      ) : null}
    </form>
  );
}
