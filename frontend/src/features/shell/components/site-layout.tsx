import { PageFrame } from '../../../components/page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The visitor and account shell: skip link, header, the page in <main>, footer. */
export function SiteLayout() {
  return <PageFrame header={<SiteHeader />} footer={<SiteFooter />} />;
}
