import { PageFrame } from '../../../components/page-frame';
import { HeaderMessage } from './header-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SystemAlerts } from './system-alerts';

/**
 * The visitor and account shell: skip link, header, system alerts and the header message, the
 * page in <main>, footer. Alerts and the content host's fragments load after the first paint.
 */
export function SiteLayout() {
  return (
    <PageFrame
      header={
        <>
          <SiteHeader />
          <SystemAlerts />
          <HeaderMessage />
        </>
      }
      footer={<SiteFooter />}
    />
  );
}
