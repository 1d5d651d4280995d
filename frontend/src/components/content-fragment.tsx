import { lazy, Suspense } from 'react';

// The sanitiser (DOMPurify) loads with the fragment, after the first paint, never with the page.
const ContentFragmentBody = lazy(() => import('./content-fragment-body'));

/** A fragment of the content host shown in a shell (header message, footer): lazy, never blocking. */
export function ContentFragment(props: { name: string; label: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <ContentFragmentBody {...props} />
    </Suspense>
  );
}
