import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/constants';
import { ACCOUNT_TYPE_REQUIRED } from '../../../../../shared/schemas/auth';
import { SOCIAL_ACCOUNT_TYPES, type SocialAccountType } from '../../../../../shared/schemas/auth-social';
import type { Choice } from '../../../components/choice-cards';
import { ChoiceStep } from '../../../components/choice-step';

const PERSONAL = 'For adults using learning apps themselves.';
const PARENT = "Set up and manage your children's accounts and subscriptions.";
const TEACHER = 'Free trials and quotes for your school and classes.';

/** Registration's types: Personal, Parent/Guardian, Teacher. */
export const REGISTRATION_TYPE_CHOICES: readonly Choice<AccountType>[] = ACCOUNT_TYPES.map((choice) => ({
  ...choice,
  description: { home: PERSONAL, parent: PARENT, teacher: TEACHER }[choice.value],
}));

/** Social registration's types: the same three and Student. */
export const SOCIAL_TYPE_CHOICES: readonly Choice<SocialAccountType>[] = SOCIAL_ACCOUNT_TYPES.map((choice) => ({
  ...choice,
  description: {
    personal: PERSONAL,
    parent: PARENT,
    teacher: TEACHER,
    student: 'Join your class with the class code from your teacher.',
  }[choice.value],
}));

interface AccountTypeStepProps<V extends string> {
  choices: readonly Choice<V>[];
  initial: V | null;
  onContinue: (type: V) => void;
}

/** Step 1 of registration (and of social registration): the kind of account. */
export function AccountTypeStep<V extends string>({ choices, initial, onContinue }: AccountTypeStepProps<V>) {
  return (
    <ChoiceStep
      label="Choose an account type"
      legend="What kind of account do you need?"
      name="accountType"
      choices={choices}
      initial={initial}
      requiredMessage={ACCOUNT_TYPE_REQUIRED}
      onContinue={onContinue}
    />
  );
}
