import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { ChoiceCards, type Choice } from './choice-cards';

interface ChoiceStepProps<V extends string> {
  /** The form's accessible name. */
  label: string;
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  initial: V | null;
  /** What Continue says when nothing is chosen. */
  requiredMessage: string;
  onContinue: (value: V) => void;
}

/** A registration step that asks for one choice (account type, school role) and goes on with it. */
export function ChoiceStep<V extends string>({
  label,
  legend,
  name,
  choices,
  initial,
  requiredMessage,
  onContinue,
}: ChoiceStepProps<V>) {
  const [value, setValue] = useState<V | null>(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setError(requiredMessage);
      return;
    }
    onContinue(value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <ChoiceCards
        legend={legend}
        name={name}
        choices={choices}
        value={value}
        onChange={(chosen) => {
          setValue(chosen);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Button type="submit">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
