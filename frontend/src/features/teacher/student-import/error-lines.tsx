import { Trans } from '@lingui/react/macro';

/** The wizard's errors, each as 'Error: {message}' (spec §2), announced when they appear. */
export function ErrorLines({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert">
      {errors.map((error, index) => (
        <p key={index}>
          <Trans>Error: {error}</Trans>
        </p>
      ))}
    </div>
  );
}
