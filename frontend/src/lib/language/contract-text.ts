import { useLingui } from '@lingui/react';

/**
 * A text of shared/ (a message constant, a rule's label, a schema's validation message) in the
 * screen's language, as translated() gives it: the catalogue keys them by their English
 * (shared/i18n/text.ts). A text that is
 * already in the screen's language (the server's `detail`, a message the SPA wrote with t``, one of
 * shared/ made with icu()) is not a key, and is shown as it is. The hook re-renders its component
 * when the language changes.
 */
export function useContractText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => (Object.hasOwn(i18n.messages, text) ? i18n._(text) : text);
}
