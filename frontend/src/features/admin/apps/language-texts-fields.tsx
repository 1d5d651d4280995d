import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, localeDirection } from '../../../../../shared/i18n/locales';
import type { SERVICE_TRANSLATION_LOCALES } from '../../../../../shared/schemas/service';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import styles from './apps.module.css';

export type TranslationLocale = (typeof SERVICE_TRANSLATION_LOCALES)[number];
export interface LanguageTexts {
  name: string;
  description: string;
}

/**
 * An app's name and description in one language, each typed in that language's direction; an
 * empty field means the library shows the English text (docs/using/languages.md).
 */
export function LanguageTextsFields({
  locale,
  texts,
  errors,
  onChange,
}: {
  locale: TranslationLocale;
  texts: LanguageTexts;
  errors: { name?: string | undefined; description?: string | undefined };
  onChange: (texts: LanguageTexts) => void;
}) {
  const { t } = useLingui();
  const language = LOCALE_NAMES[locale];
  const own = { lang: locale, dir: localeDirection(locale) } as const;
  return (
    <fieldset className={styles.language}>
      <legend>
        {/* The language by its own name, as the language menu says it: never translated. */}
        <span lang={locale} translate="no">
          {language}
        </span>
      </legend>
      <TextField
        label={t`Name (${language})`}
        optional
        value={texts.name}
        error={errors.name}
        onChange={(event) => onChange({ ...texts, name: event.target.value })}
        {...own}
      />
      <TextAreaField
        label={t`Description (${language})`}
        optional
        rows={4}
        value={texts.description}
        error={errors.description}
        onChange={(event) => onChange({ ...texts, description: event.target.value })}
        {...own}
      />
    </fieldset>
  );
}
