import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';

/** How many lines of a long list the data page shows at first, and adds at each 'Show more'. */
export const DATA_PAGE_ROWS = 10;

/**
 * A long list of the data page (who did what, sign-ins, launches) a page at a time: the newest
 * lines first and 'Show 10 more' for the next, so that the page stays short on a phone. The
 * download has every line.
 */
export function PagedRows<T>({
  rows,
  what,
  children,
}: {
  rows: readonly T[];
  /** What the rows are, for the button ('Show 10 more of the history'). */
  what: string;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const [count, setCount] = useState(DATA_PAGE_ROWS);
  const shown = rows.slice(0, count);
  const more = Math.min(DATA_PAGE_ROWS, rows.length - shown.length);
  const showing = shown.length;
  const total = rows.length;
  return (
    <>
      {children(shown)}
      {more > 0 ? (
        <p>
          <Trans>
            Showing {showing} of {total}.
          </Trans>{' '}
          <Button size="small" variant="secondary" onClick={() => setCount((now) => now + DATA_PAGE_ROWS)}>
            <Trans>
              Show {more} more<span className="visually-hidden"> of {what}</span>
            </Trans>
          </Button>
        </p>
      ) : null}
    </>
  );
}
