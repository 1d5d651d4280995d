import { renderToStaticMarkup } from '../support/in-english';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageNotice } from '../../../../frontend/src/components/page-notice';
import { pageNotice } from '../../../../frontend/src/lib/page-notice';
import { usePageActions } from '../../../../frontend/src/lib/use-page-actions';

function Part({ ownsPageNotice }: { ownsPageNotice?: boolean }) {
  const actions = usePageActions(ownsPageNotice === undefined ? {} : { ownsPageNotice });
  return <PageNotice actions={actions} />;
}

/** The notice carried from the page before ('School deleted.'), as the page and a part of it show it. */
const arrivedAt = (ownsPageNotice?: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[{ pathname: '/admin/schools', state: pageNotice('School deleted.') }]}>
      <Part ownsPageNotice={ownsPageNotice} />
    </MemoryRouter>,
  );

describe('usePageActions', () => {
  it('says the notice the page before carried here', () => {
    expect(arrivedAt()).toContain('<p>School deleted.</p>');
  });

  it('leaves that notice to the page in a part of it (a dialog, a tab), so it is said once', () => {
    expect(arrivedAt(false)).toBe('');
  });
});
