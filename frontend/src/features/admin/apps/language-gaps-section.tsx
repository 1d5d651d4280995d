import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LOCALE_NAMES, isLocale } from '../../../../../shared/i18n/locales';
import type { LanguageGaps } from '../../../../../shared/schemas/translation-gaps';
import { paths } from '../../../config/paths';
import styles from './apps.module.css';

/** One language's gaps: its catalogue entries without a text, then the apps and static pages without it. */
export function LanguageGapsSection({ gaps }: { gaps: LanguageGaps }) {
  const { i18n, t } = useLingui();
  const language = isLocale(gaps.locale) ? LOCALE_NAMES[gaps.locale] : gaps.locale;
  const headingId = `gaps-${gaps.locale}`;
  const missing = i18n.number(gaps.missingMessages);
  const total = i18n.number(gaps.totalMessages);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span lang={gaps.locale} translate="no">
          {language}
        </span>
      </h2>
      <h3>
        <Trans>Catalogue entries</Trans>
      </h3>
      <p>
        {gaps.missingMessages === 0
          ? t`Every one of the ${total} catalogue entries has a text in this language.`
          : t`${missing} of ${total} catalogue entries have no text in this language.`}
      </p>
      {gaps.parts.length ? (
        <ul aria-label={t`Catalogue parts with entries missing`}>
          {gaps.parts.map((part) => (
            <li key={part.part}>
              <code>{part.part}</code>: {i18n.number(part.missing)}
            </li>
          ))}
        </ul>
      ) : null}
      <h3>
        <Trans>Apps</Trans>
      </h3>
      {gaps.apps.length ? (
        <ul aria-label={t`Apps without their texts in ${language}`}>
          {gaps.apps.map((app) => (
            <li key={app.id}>
              <Link to={paths.admin.app.getHref(app.id)}>{app.name}</Link>
              {': '}
              {app.missing.length === 2
                ? t`name and description`
                : app.missing[0] === 'name'
                  ? t({ message: 'name', context: 'an app’s name' })
                  : t`description`}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>Every app has its name and description in this language.</Trans>
        </p>
      )}
      <h3>
        <Trans>Static pages</Trans>
      </h3>
      {gaps.pages.length ? (
        <>
          <p>
            {plural(gaps.pages.length, {
              one: 'One page has no version in this language and shows in English:',
              other: '# pages have no version in this language and show in English:',
            })}
          </p>
          <ul aria-label={t`Static pages without a version in ${language}`}>
            {gaps.pages.map((page) => (
              <li key={page}>
                <code>{page}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>Every static page has a version in this language.</Trans>
        </p>
      )}
    </section>
  );
}
