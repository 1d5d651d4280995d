import { useContractText } from '../lib/language/contract-text';
import type { PageActions } from '../lib/use-page-actions';
import { Alert } from './alert';

/**
 * What the page's last action came to (usePageActions): a success said politely, a failure
 * announced at once. Focus comes here when the control that acted has gone (a deleted row's).
 */
export function PageNotice({ actions }: { actions: Pick<PageActions, 'notice' | 'noticeRef'> }) {
  const { notice, noticeRef } = actions;
  // A notice may be a message of the contract, passed on from the page before (pageNotice).
  const shown = useContractText();
  if (!notice) return null;
  return (
    <div ref={noticeRef} tabIndex={-1}>
      <Alert tone={notice.tone} live>
        <p>{shown(notice.text)}</p>
      </Alert>
    </div>
  );
}
