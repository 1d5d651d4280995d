import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import {
  SERVICE_TEXT_MESSAGES,
  SERVICE_TRANSLATION_LOCALES,
  serviceTranslationsSchema,
  type Service,
  type ServiceTranslations,
} from '../../../../../shared/schemas/service';
import { Button } from '../../../components/button';
import { PageNotice } from '../../../components/page-notice';
import { isApiRequestError } from '../../../lib/api-client';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { usePageActions } from '../../../lib/use-page-actions';
import { updateServiceTranslations } from '../api/admin-services';
import type { AppSectionProps } from './app-sections';
import { LanguageTextsFields, type LanguageTexts, type TranslationLocale } from './language-texts-fields';
import styles from './apps.module.css';

type Texts = Record<TranslationLocale, LanguageTexts>;

function textsOf(service: Service): Texts {
  const texts = {} as Texts;
  for (const locale of SERVICE_TRANSLATION_LOCALES) {
    const own = service.translations?.[locale];
    texts[locale] = { name: own?.name ?? '', description: own?.description ?? '' };
  }
  return texts;
}

/** Field errors keyed 'es.name', from the shared schema's check or the API's 422. */
function errorsOf(error: unknown): Record<string, string> {
  return isApiRequestError(error) ? error.fieldErrors : {};
}

/**
 * "Name and description" on an app's page (library.translate): the English texts as the library
 * shows them, and a name and description for each other language, where empty shows English.
 */
export function AppTextsSection({ service }: AppSectionProps) {
  const { t } = useLingui();
  const [texts, setTexts] = useState<Texts>(() => textsOf(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = updateServiceTranslations.useMutation();
  const actions = usePageActions({ about: service.id });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ServiceTranslations = texts;
    const checked = serviceTranslationsSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    void actions.run(
      'save-texts',
      () =>
        save.mutateAsync({ params: { serviceId: service.id }, body }).catch((error: unknown) => {
          setErrors(errorsOf(error));
          throw error;
        }),
      { done: translated(SERVICE_TEXT_MESSAGES.saved), failed: translated(SERVICE_TEXT_MESSAGES.saveFailed) },
    );
  };

  return (
    <>
      <dl className={styles.facts} aria-label={t`In English`}>
        <dt>
          <Trans>Name in English</Trans>
        </dt>
        <dd>{service.name}</dd>
        <dt>
          <Trans>Description in English</Trans>
        </dt>
        <dd dangerouslySetInnerHTML={{ __html: sanitizeHtml(service.description) }} />
      </dl>
      <p>
        <Trans>A text left empty shows the English one in that language.</Trans>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {SERVICE_TRANSLATION_LOCALES.map((locale) => (
          <LanguageTextsFields
            key={locale}
            locale={locale}
            texts={texts[locale]}
            errors={{ name: errors[`${locale}.name`], description: errors[`${locale}.description`] }}
            onChange={(changed) => setTexts({ ...texts, [locale]: changed })}
          />
        ))}
        <PageNotice actions={actions} />
        <div>
          <Button type="submit" loading={actions.busy === 'save-texts'}>
            <Trans>Save texts</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
