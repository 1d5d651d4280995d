import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { NotFoundPage } from '../../../components/not-found-page';
import { paths } from '../../../config/paths';
import { staticPageQueryOptions, type StaticPageKind } from '../../../lib/static-pages';
import { useRouterLinks } from '../../../lib/use-router-links';
import styles from './external-page.module.css';

/**
 * web.external: a static page of the content host (or a voucher landing page, `kind`), sanitised, its links to the site followed by
 * the router. `name` for the named pages (privacy-policy…), else the `:url` of the catch-all
 * route. A page that fails to load (missing, no answer) is web.not-found. Back returns to the page
 * the visitor came from (the terms read from registration), else the library.
 */
export function ExternalPage({ name, kind = 'page' }: { name?: string; kind?: StaticPageKind }) {
  const { i18n, t } = useLingui();
  const { url } = useParams();
  const pageName = name ?? url ?? '';
  const page = useQuery(staticPageQueryOptions(pageName, kind, i18n.locale));
  const followLink = useRouterLinks();
  if (page.isPending) return <LoadingIndicator label={t`Loading the page…`} />;
  if (page.isError) return <NotFoundPage />;
  return (
    <>
      <DocumentTitle title={page.data.title ?? pageName} />
      <BackLink fallback={paths.library.getHref()} />
      {/* Sanitised HTML (lib/sanitize-html.ts); link clicks bubble here for the router. */}
      {/* The page's own language: English where it has no version in the reader's (its direction then follows). */}
      <article
        lang={page.data.language}
        dir="auto"
        className={styles.page}
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: page.data.html }}
      />
    </>
  );
}

/** The catch-all `/:url` and the named pages, as route modules (lazy-loaded). */
export function Component() {
  return <ExternalPage />;
}
