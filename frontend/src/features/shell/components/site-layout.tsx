import { lazy, Suspense } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { useActingAs } from '../../../lib/acting-as-grant';
import { HeaderMessage } from './header-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The visitor and account shell: skip link, the bar of acting as another user (while acting),
 * header, system alerts and the header message, the page in <main>, footer. Alerts and the content host's fragments load after the first paint.
 */
const ActingAsBar = lazy(() => import('./acting-as-bar'));
// Alerts are rare and checked at most once an hour: their banner is its own chunk, off the first page.
const SystemAlerts = lazy(async () => ({ default: (await import('./system-alerts')).SystemAlerts }));

export function SiteLayout() {
  const actingAs = useActingAs();
  return (
    <PageFrame
      header={
        <>
          {actingAs ? (
            <Suspense fallback={null}>
              <ActingAsBar />
            </Suspense>
          ) : null}
          <SiteHeader />
          <Suspense fallback={null}>
            <SystemAlerts />
          </Suspense>
          <HeaderMessage />
        </>
      }
      footer={<SiteFooter />}
    />
  );
}
