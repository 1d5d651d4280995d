import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../../../shared/i18n/locales';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/select-field';
import { useActingAs } from '../../../lib/acting-as-grant';
import { activateLocale } from '../../../lib/language/activate';
import { saveLanguage } from '../../../lib/language/saved';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/**
 * My Account's Language (docs/using/languages.md): the language the portal, the account's e-mails
 * and printouts use, saved to the account so every device signs in to it. Each language is named
 * in itself. While acting as another user the choice changes this browser only.
 */
export function LanguageSection({ user }: { user: SessionUser }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const acting = useActingAs() !== null;
  const headingId = useId();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const current = isLocale(i18n.locale) ? i18n.locale : (user.language ?? 'en');

  async function choose(value: string) {
    if (!isLocale(value)) return;
    setState('saving');
    try {
      await activateLocale(value);
      await saveLanguage(value);
      if (!acting)
        queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (old) => old && { ...old, language: value });
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Language</Trans>
      </h2>
      <SelectField
        label={t`Language of the portal, your e-mails and printouts`}
        hint={
          acting
            ? t`You are acting as another user: the language changes on this browser only.`
            : t`Saved to your account: every device you log in on uses it.`
        }
        value={current}
        disabled={state === 'saving'}
        onChange={(event) => void choose(event.currentTarget.value)}
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      />
      <div aria-live="polite">
        {state === 'saved' ? (
          <Alert tone="success">
            <p>
              <Trans>Language saved.</Trans>
            </p>
          </Alert>
        ) : null}
        {state === 'failed' ? (
          <Alert tone="danger">
            <p>
              <Trans>The language could not be saved. Please try again.</Trans>
            </p>
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
