import { useLingui } from '@lingui/react/macro';
import { useContractText } from '../../lib/language/contract-text';
import { Alert } from '../alert';

/** The form's list of card errors (one alert, each message once). */
export function CardErrorList({ messages }: { messages: readonly string[] }) {
  const { t } = useLingui();
  const shown = useContractText();
  if (messages.length === 0) return null;
  return (
    <Alert tone="danger" live>
      <ul aria-label={t`Card errors`}>
        {messages.map((message) => (
          <li key={message}>{shown(message)}</li>
        ))}
      </ul>
    </Alert>
  );
}
