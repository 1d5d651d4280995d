import type { PageActions } from '../lib/use-page-actions';
import { Alert } from './alert';

/**
 * What the page's last action came to (usePageActions): a success said politely, a failure
 * announced at once. Focus comes here when the control that acted has gone (a deleted row's).
 */
export function PageNotice({ actions }: { actions: Pick<PageActions, 'notice' | 'noticeRef'> }) {
  const { notice, noticeRef } = actions;
  if (!notice) return null;
  return (
    <div ref={noticeRef} tabIndex={-1}>
      <Alert tone={notice.tone} live>
        <p>{notice.text}</p>
      </Alert>
    </div>
  );
}
