import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../../shared/i18n/locales';
import { activateLocale } from '../lib/language/activate';
import styles from './language-menu.module.css';

/**
 * The language menu (docs/using/languages.md): in the header and on the sign-in and registration
 * pages, signed in or not. Each language is named in itself, so a person who cannot read the
 * current one still finds theirs. `onChosen` saves the choice to the account when there is one.
 */
export function LanguageMenu({ onChosen }: { onChosen?: (locale: Locale) => Promise<void> }) {
  const { i18n, t } = useLingui();
  const [switching, setSwitching] = useState(false);
  const current = isLocale(i18n.locale) ? i18n.locale : undefined;

  async function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    setSwitching(true);
    try {
      await activateLocale(value);
      // The screens already speak the new language; saving it to the account may fail quietly.
      await onChosen?.(value)?.catch(() => undefined);
    } finally {
      setSwitching(false);
    }
  }

  return (
    <label className={styles.menu}>
      <span className="visually-hidden">{t`Language`}</span>
      <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        name="language"
        className={styles.select}
        value={current ?? ''}
        aria-busy={switching}
        onChange={(event) => void choose(event.currentTarget.value)}
      >
        {current ? null : <option value="">{t`Language`}</option>}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
