import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/constants';
import { translated } from '../../../../../shared/i18n/text';
import { ACCOUNT_TYPE_REQUIRED } from '../../../../../shared/schemas/auth';
import { SOCIAL_ACCOUNT_TYPES, type SocialAccountType } from '../../../../../shared/schemas/auth-social';
import type { Choice } from '../../../components/choice-cards';
import { ChoiceStep } from '../../../components/choice-step';

const PERSONAL = msg`For adults using learning apps themselves.`;
const PARENT = msg`Set up and manage your children's accounts and subscriptions.`;
const TEACHER = msg`Free trials and quotes for your school and classes.`;

/** The choices in the current language: the contract's labels, each with its description. */
function describedChoices<V extends string>(
  i18n: I18n,
  types: readonly { value: V; label: string }[],
  descriptions: Record<V, MessageDescriptor>,
): readonly Choice<V>[] {
  return types.map((choice) => ({
    ...choice,
    label: translated(choice.label),
    description: i18n._(descriptions[choice.value]),
  }));
}

/** Registration's types: Personal, Parent/Guardian, Teacher. */
export function registrationTypeChoices(i18n: I18n): readonly Choice<AccountType>[] {
  return describedChoices(i18n, ACCOUNT_TYPES, { home: PERSONAL, parent: PARENT, teacher: TEACHER });
}

/** Social registration's types: the same three and Student. */
export function socialTypeChoices(i18n: I18n): readonly Choice<SocialAccountType>[] {
  return describedChoices(i18n, SOCIAL_ACCOUNT_TYPES, {
    personal: PERSONAL,
    parent: PARENT,
    teacher: TEACHER,
    student: msg`Join your class with the class code from your teacher.`,
  });
}

interface AccountTypeStepProps<V extends string> {
  choices: readonly Choice<V>[];
  initial: V | null;
  onContinue: (type: V) => void;
}

/** Step 1 of registration (and of social registration): the kind of account. */
export function AccountTypeStep<V extends string>({ choices, initial, onContinue }: AccountTypeStepProps<V>) {
  const { t } = useLingui();
  return (
    <ChoiceStep
      label={t`Choose an account type`}
      legend={t`What kind of account do you need?`}
      name="accountType"
      choices={choices}
      initial={initial}
      requiredMessage={translated(ACCOUNT_TYPE_REQUIRED)}
      onContinue={onContinue}
    />
  );
}
