import { useState, type FormEvent } from 'react';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/constants';
import { ACCOUNT_TYPE_REQUIRED } from '../../../../../shared/schemas/registration';
import { Button } from '../../../components/button';
import { ChoiceCards } from '../../../components/choice-cards';

const DESCRIPTIONS: Record<AccountType, string> = {
  home: 'For adults using learning apps themselves.',
  parent: "Set up and manage your children's accounts and subscriptions.",
  teacher: 'Free trials and quotes for your school and classes.',
};

interface AccountTypeStepProps {
  initial: AccountType | null;
  onContinue: (type: AccountType) => void;
}

/** Step 1 of registration: Personal, Parent/Guardian or Teacher. */
export function AccountTypeStep({ initial, onContinue }: AccountTypeStepProps) {
  const [type, setType] = useState<AccountType | null>(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!type) {
      setError(ACCOUNT_TYPE_REQUIRED);
      return;
    }
    onContinue(type);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Choose an account type">
      <ChoiceCards
        legend="What kind of account do you need?"
        name="accountType"
        choices={ACCOUNT_TYPES.map((choice) => ({ ...choice, description: DESCRIPTIONS[choice.value] }))}
        value={type}
        onChange={(value) => {
          setType(value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}
