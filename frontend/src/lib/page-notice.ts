import { useLocation } from 'react-router';

/**
 * A one-off message for the page a flow lands on ('You have joined …'), carried in the
 * navigation's state: `navigate(path, { state: pageNotice(text) })`, and the page shows
 * `usePageNotice()`.
 */
export function pageNotice(notice: string): { notice: string } {
  return { notice };
}

export function usePageNotice(): string | null {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}
