import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staticPageQueryOptions } from '../lib/static-pages';
import { useRouterLinks } from '../lib/use-router-links';
import { DISMISSED_FRAGMENTS_STORAGE_KEY } from './content-fragment';
import styles from './content-fragment.module.css';

function fingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = ((hash << 5) + hash + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

function readDismissed(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_FRAGMENTS_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * A fragment of the content host (the header message, the footer), sanitised. Nothing shows
 * while it loads or when it is missing: the shell around it never waits for it.
 */
export default function ContentFragmentBody({
  name,
  label,
  className,
  dismissLabel,
  onDismiss,
}: {
  name: string;
  label: string;
  className?: string;
  dismissLabel?: string;
  onDismiss?: () => void;
}) {
  const { i18n } = useLingui();
  const { data } = useQuery(staticPageQueryOptions(name, 'page', i18n.locale));
  const followLink = useRouterLinks();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!data || (onDismiss && dismissed[name] === fingerprint(data.html))) return null;
  // The HTML is sanitised (lib/sanitize-html.ts); clicks on links are handled by the router. It
  // is the content host's text, in its own language: its direction is its own (dir=auto).
  const body = (
    <section
      dir="auto"
      lang={data.language}
      aria-label={label}
      className={onDismiss ? styles.text : className}
      data-content-fragment={name}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
  if (!onDismiss) return body;
  const dismiss = () => {
    const next = { ...readDismissed(), [name]: fingerprint(data.html) };
    try {
      window.localStorage.setItem(DISMISSED_FRAGMENTS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the fragment is still dismissed for this visit.
    }
    setDismissed(next);
    onDismiss();
  };
  return (
    <div className={[className, styles.dismissible].filter(Boolean).join(' ')}>
      {body}
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
