import { renderToStaticMarkup } from '../support/in-english';
import { describe, expect, it } from 'vitest';
import { SelectField } from '../../../../frontend/src/components/select-field';

describe('SelectField', () => {
  it('lists its options after the options written as children, a disabled one marked', () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Dealer"
        value=""
        onChange={() => {}}
        options={[
          { value: 'd1', label: 'City Books' },
          { value: 'd2', label: 'Closed Shop', disabled: true },
        ]}
      >
        <option value="">None</option>
      </SelectField>,
    );

    expect(html.match(/<option[^>]*>[^<]*<\/option>/g)).toEqual([
      '<option value="" selected="">None</option>',
      '<option value="d1">City Books</option>',
      '<option value="d2" disabled="">Closed Shop</option>',
    ]);
  });
});
