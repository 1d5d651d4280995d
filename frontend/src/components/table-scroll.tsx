import type { ReactNode } from 'react';

/**
 * The box a table scrolls in when it is wider than the screen (a phone): a named region that takes
 * focus, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1) even when no cell holds
 * a control.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
