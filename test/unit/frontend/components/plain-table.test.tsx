import { renderToStaticMarkup } from '../support/in-english';
import { describe, expect, it } from 'vitest';
import { PageNotice } from '../../../../frontend/src/components/page-notice';
import { PlainTable } from '../../../../frontend/src/components/plain-table';
import { failureText } from '../../../../frontend/src/lib/use-page-actions';
import { ApiRequestError } from '../../../../frontend/src/lib/api-client';

interface Server {
  id: string;
  name: string;
  cores: number;
}

const rows: Server[] = [
  { id: 'i-1', name: 'Web', cores: 2 },
  { id: 'i-2', name: 'Jobs', cores: 4 },
];

const columns = [
  { header: 'Name', rowHeader: true, cell: (row: Server) => row.name },
  { header: 'Cores', numeric: true, cell: (row: Server) => row.cores },
  { header: 'State', srOnlyHeader: true, cell: () => 'Running' },
];

describe('PlainTable', () => {
  it('names each row in its first cell and labels every other value for a phone card', () => {
    const html = renderToStaticMarkup(
      <PlainTable caption="Servers" rows={rows} rowKey={(row) => row.id} columns={columns} />,
    );

    expect(html).toContain('<caption class="visually-hidden">Servers</caption>');
    expect(html).toMatch(/<th scope="row" class="[^"]*titleCell[^"]*">Web<\/th>/);
    expect(html).toMatch(/<td class="[^"]*numeric[^"]*" data-label="Cores">4<\/td>/);
    // A header for screen readers only labels no card value.
    expect(html).toContain('<td>Running</td>');
    expect(html).toContain('<span class="visually-hidden">State</span>');
  });

  it('gives a selection box per row, Select all, and a last column of actions', () => {
    const html = renderToStaticMarkup(
      <PlainTable
        caption="Servers"
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        selection={{ selected: new Set(['i-2']), onSelectedChange: () => {}, rowLabel: (row) => row.name }}
        actions={(row) => <button type="button">Stop {row.name}</button>}
      />,
    );

    expect(html).toContain('aria-label="Select all"');
    expect(html).toContain('aria-label="Select Jobs" checked=""');
    expect(html).not.toContain('aria-label="Select Web" checked=""');
    expect(html.match(/Stop (Web|Jobs)/g)).toEqual(['Stop Web', 'Stop Jobs']);
    expect(html).toContain('<span class="visually-hidden">Actions</span>');
  });

  it('says the empty text instead of an empty table, and nothing without one', () => {
    const empty = (emptyText?: string) =>
      renderToStaticMarkup(
        <PlainTable
          caption="Servers"
          rows={[]}
          rowKey={(row: Server) => row.id}
          columns={columns}
          emptyText={emptyText}
        />,
      );

    expect(empty('No servers carry the tag.')).toMatch(/^<p class="[^"]*">No servers carry the tag\.<\/p>$/);
    expect(empty()).toBe('');
  });

  it('names the box it scrolls in by the caption, or by a shorter name given', () => {
    const html = (regionLabel?: string) =>
      renderToStaticMarkup(
        <PlainTable
          caption="Runs of the clean-up, newest first"
          regionLabel={regionLabel}
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
        />,
      );

    expect(html()).toContain('aria-label="Runs of the clean-up, newest first"');
    expect(html('Scheduled job runs')).toContain('aria-label="Scheduled job runs"');
    expect(html('Scheduled job runs')).toContain('>Runs of the clean-up, newest first</caption>');
  });

  it('keys rows without an id of their own by their place', () => {
    const places: number[] = [];
    const same = [rows[0], rows[0]] as Server[];
    const html = renderToStaticMarkup(
      <PlainTable
        caption="Servers"
        rows={same}
        rowKey={(_row, index) => {
          places.push(index);
          return String(index);
        }}
        columns={columns}
      />,
    );

    expect(places).toEqual([0, 1]);
    expect(html.match(/>Web<\/th>/g)).toHaveLength(2);
  });
});

describe('failureText', () => {
  const refusal = new ApiRequestError('startServer', 409, [{ status: '409', detail: 'The server is not stopped.' }]);

  it("puts the page's lead-in before the API's reason", () => {
    expect(failureText(refusal, 'Starting the server failed.')).toBe(
      'Starting the server failed. The server is not stopped.',
    );
  });

  it("says the API's reason alone without a lead-in, and a lead-in once when it is the reason", () => {
    expect(failureText(refusal)).toBe('The server is not stopped.');
    expect(failureText(new Error('Vetting failed.'), 'Vetting failed.')).toBe('Vetting failed.');
  });

  it('says something a person can act on when nothing explains the failure', () => {
    expect(failureText('boom')).toBe('Something went wrong. Please try again.');
    expect(failureText('boom', 'Vetting failed.')).toBe('Vetting failed.');
    expect(failureText(refusal, (reason) => `Could not start: ${reason}`)).toBe(
      'Could not start: The server is not stopped.',
    );
  });

  it('lets the page choose its words by the error, keeping the reason of a refusal it expects', () => {
    const words = (reason: string, error: unknown) =>
      error instanceof ApiRequestError && error.status === 409 ? reason : 'Regenerating failed.';
    expect(failureText(refusal, words)).toBe('The server is not stopped.');
    expect(failureText(new Error('Network down'), words)).toBe('Regenerating failed.');
  });
});

describe('PageNotice', () => {
  it("says a page's warning in the warning tone, announced like any outcome", () => {
    const html = renderToStaticMarkup(
      <PageNotice actions={{ notice: { tone: 'warning', text: 'Nothing to show.' }, noticeRef: { current: null } }} />,
    );

    expect(html).toContain('data-tone="warning"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p>Nothing to show.</p>');
  });
});
