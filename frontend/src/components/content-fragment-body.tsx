import { useQuery } from '@tanstack/react-query';
import { staticPageQueryOptions } from '../lib/static-pages';
import { useRouterLinks } from '../lib/use-router-links';

/**
 * A fragment of the content host (the header message, the footer), sanitised. Nothing shows
 * while it loads or when it is missing: the shell around it never waits for it.
 */
export default function ContentFragmentBody({
  name,
  label,
  className,
}: {
  name: string;
  label: string;
  className?: string;
}) {
  const { data } = useQuery(staticPageQueryOptions(name));
  const followLink = useRouterLinks();
  if (!data) return null;
  // The HTML is sanitised (lib/sanitize-html.ts); clicks on links are handled by the router.
  return (
    <section
      aria-label={label}
      className={className}
      data-content-fragment={name}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
}
