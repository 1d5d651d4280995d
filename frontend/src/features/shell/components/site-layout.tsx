import { lazy, Suspense } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { useActingAs } from '../../../lib/acting-as-grant';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { ActingAsBar } from './acting-as-bar';
import { HeaderMessage } from './header-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Alerts are rare and checked at most once an hour: their banner is its own chunk, off the first
// page, asked for once the page has painted.
const SystemAlerts = lazy(async () => ({ default: (await import('./system-alerts')).SystemAlerts }));

/**
 * The visitor and account shell: skip link, the bar of acting as another user (while acting),
 * header, the header message, the page in <main>, footer, and the system alerts. What loads after
 * the first paint never moves the page: the header message has its room kept, and the alerts come
 * last in the document, held at the foot of the window (sticky) until dismissed.
 */
export function SiteLayout() {
  const actingAs = useActingAs();
  const painted = useAfterFirstPaint();
  return (
    <PageFrame
      header={
        <>
          {actingAs ? <ActingAsBar /> : null}
          <SiteHeader />
          <HeaderMessage />
        </>
      }
      footer={
        <>
          <SiteFooter />
          {painted ? (
            <Suspense fallback={null}>
              <SystemAlerts />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
