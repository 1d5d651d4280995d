import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { trialLandingContent } from '../../../../../shared/content-pages';
import { trialLandingAuthMethods } from '../../../../../shared/rules/trial-landing';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { contentFragmentQueryOptions } from '../../../lib/static-pages';
import styles from './trial-landing.module.css';

/**
 * The getting-started guide (visitor-and-account §2: 'page in an iframe, built from app identifiers
 * and auth methods'): the content host's intro, a fragment per app and one per way the teacher signs
 * in, each fetched and sanitised, then shown as one document in a sandboxed frame: an opaque origin
 * (no access to the portal's origin, storage or tokens), no forms, no navigating the page; links
 * open a new tab. The frame's document is `srcdoc`, so it keeps the site's CSP (no inline script,
 * scripts and styles from the site only) and needs no framing of /content. The sandbox allows
 * scripts only so assistive checks (axe) can run in the frame: the sanitised document has none,
 * and the CSP it inherits would refuse an inline one. A fragment the host lacks is left out.
 */
export function GettingStartedFrame({ identifiers, user }: { identifiers: readonly string[]; user: SessionUser }) {
  const { t } = useLingui();
  const urls = [
    trialLandingContent.intro,
    ...identifiers.map((identifier) => trialLandingContent.app(identifier)),
    ...trialLandingAuthMethods(user).map((method) => trialLandingContent.authMethod(method)),
  ];
  const fragments = useQueries({ queries: urls.map((url) => contentFragmentQueryOptions(url)) });
  if (fragments.some((fragment) => fragment.isPending))
    return <LoadingIndicator label={t`Loading the getting-started guide…`} />;
  const sections = fragments.flatMap((fragment) => (fragment.data ? [`<section>${fragment.data}</section>`] : []));
  if (!sections.length) return null;
  const document = [
    // The guide's fragments are the content host's, written in English.
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Getting started</title>',
    `<link rel="stylesheet" href="${trialLandingContent.stylesheet}">`,
    `</head><body>${sections.join('')}</body></html>`,
  ].join('');
  return (
    <iframe
      className={styles.frame}
      title={t`Getting started with your free trial`}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={document}
    />
  );
}
