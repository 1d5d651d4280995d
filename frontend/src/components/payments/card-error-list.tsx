import { Alert } from '../alert';

/** The form's list of card errors (one alert, each message once). */
export function CardErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert tone="danger" live>
      <ul aria-label="Card errors">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
