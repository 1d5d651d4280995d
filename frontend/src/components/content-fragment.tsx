import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

// The sanitiser (DOMPurify) loads with the fragment, after the page's first paint, never with the page.
const ContentFragmentBody = lazy(() => import('./content-fragment-body'));

/** Where dismissed fragments are remembered (name → a fingerprint of the text), so they stay away after a reload. */
export const DISMISSED_FRAGMENTS_STORAGE_KEY = 'portal.dismissedFragments';

/** Whether this reader ever dismissed the fragment (read before it loads, to keep no room for it). */
export function wasDismissed(name: string): boolean {
  try {
    return (window.localStorage.getItem(DISMISSED_FRAGMENTS_STORAGE_KEY) ?? '').includes(JSON.stringify(name));
  } catch {
    return false;
  }
}

/**
 * A fragment of the content host shown in a shell (header message, footer): lazy, never blocking.
 * A dismissible one has a close button and stays away until its text changes; `onDismiss` runs
 * when the reader closes it.
 */
export function ContentFragment(props: {
  name: string;
  label: string;
  className?: string;
  /** The close button's name ('Dismiss the site message'), with `onDismiss`. */
  dismissLabel?: string;
  onDismiss?: () => void;
}) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <ContentFragmentBody {...props} />
    </Suspense>
  );
}
