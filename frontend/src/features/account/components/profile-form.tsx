import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { blankToNull } from '../../../../../shared/rules/blank-to-null';
import { profileChangesSchema } from '../../../../../shared/schemas/me';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
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
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      {update.isSuccess && !isDirty ? (
        <Alert tone="success" live>
          <p>Your details were saved.</p>
        </Alert>
      ) : null}
      {update.error && !(isApiRequestError(update.error) && update.error.status === 422) ? (
        <Alert tone="danger" live>
          <p>{update.error.message}</p>
        </Alert>
      ) : null}
      <TextField label="Username" value={user.username} readOnly autoComplete="username" />
      <TitleField
        disabled={!editable}
        error={errors.title?.message}
        {...register('title', { setValueAs: blankToNull })}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        readOnly={!editable}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        readOnly={!editable}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      {editable ? (
        <Button type="submit" disabled={!isDirty} loading={update.isPending}>
          Save
        </Button>
      ) : null}
    </form>
  );
}
