import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';
import styles from './plain-table.module.css';

export interface PlainTableColumn<Row> {
  /** The column's name: its header, and on a phone's card the label before each value. */
  header: string;
  /** The header is read by screen readers only (a column of buttons or badges that speak for themselves). */
  srOnlyHeader?: boolean;
  /** Numbers line up at the end of the cell. */
  numeric?: boolean;
  /** The cell names its row for screen readers (`<th scope="row">`); on a phone it is the card's title. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface PlainTableSelection<Row> {
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** What to call a row for its selection box ('Select {label}'). */
  rowLabel: (row: Row) => string;
}

interface PlainTableProps<Row> {
  caption: string;
  /** The caption is shown above the table; by default only screen readers read it. */
  showCaption?: boolean;
  /** The name of the box the table scrolls in, where it is shorter than the caption; by default the caption. */
  regionLabel?: string;
  rows: readonly Row[];
  /** The row's key; rows without an id of their own (a history's entries) may use their place. */
  rowKey: (row: Row, index: number) => string;
  columns: readonly PlainTableColumn<Row>[];
  /** A box to tick on each row, with 'Select all' in the header. */
  selection?: PlainTableSelection<Row>;
  /** The row's own buttons, in a last column that a phone always shows without scrolling sideways. */
  actions?: (row: Row) => ReactNode;
  /** Said instead of an empty table; without it an empty table is left out. */
  emptyText?: ReactNode;
  /** Rows that change while the page is open (a server's state) are announced. */
  live?: boolean;
  /**
   * At phone width each row becomes a card (the default), or the table scrolls in its own box
   * with its first column and its actions held in view (long, comparable columns: a report).
   */
  phoneLayout?: 'cards' | 'scroll';
  /** A row's marks, e.g. `aria-current` for the row the page speaks of. */
  rowProps?: (row: Row) => { 'aria-current'?: boolean; className?: string };
  className?: string;
}

/**
 * A table of rows to read, each with its own actions (ARCHITECTURE 'Screens from a kit'). It stays
 * usable at 360 px: as cards, or scrolling in a box whose first column and actions stay in view.
 * A sortable or editable table is a DataTable.
 */
export function PlainTable<Row>({
  caption,
  showCaption = false,
  regionLabel,
  rows,
  rowKey,
  columns,
  selection,
  actions,
  emptyText,
  live = false,
  phoneLayout = 'cards',
  rowProps,
  className,
}: PlainTableProps<Row>) {
  const { t } = useLingui();
  if (!rows.length) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null;
  const keys = rows.map((row, index) => rowKey(row, index));
  const layout = phoneLayout === 'cards' ? styles.cards : styles.scroll;
  return (
    <TableScroll className={[styles.tableWrap, className].filter(Boolean).join(' ')} label={regionLabel ?? caption}>
      <table className={`${styles.table} ${layout}`}>
        <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={styles.selectCell}>
                <SelectAll keys={keys} selection={selection} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.srOnlyHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={styles.actionsCell}>
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody aria-live={live ? 'polite' : undefined}>
          {rows.map((row, index) => {
            const key = keys[index] as string;
            const { className: rowClassName, ...marks } = rowProps?.(row) ?? {};
            const rowName = selection?.rowLabel(row);
            return (
              <tr key={key} className={rowClassName} {...marks}>
                {selection ? (
                  <td className={styles.selectCell}>
                    <input
                      type="checkbox"
                      aria-label={t`Select ${rowName}`}
                      checked={selection.selected.has(key)}
                      onChange={() => selection.onSelectedChange(toggled(selection.selected, key))}
                    />
                  </td>
                ) : null}
                {columns.map((column, columnIndex) => (
                  <Cell key={column.header} column={column} row={row} title={columnIndex === 0} />
                ))}
                {actions ? (
                  <td className={styles.actionsCell}>
                    <div className={styles.actionsRow}>{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Cell<Row>({ column, row, title }: { column: PlainTableColumn<Row>; row: Row; title: boolean }) {
  const className = [column.numeric ? styles.numeric : '', title ? styles.titleCell : ''].filter(Boolean).join(' ');
  // A card labels each value with its column's name, except the first (the card's title) and
  // columns whose header is for screen readers only.
  const label = title || column.srOnlyHeader ? undefined : column.header;
  const Tag = column.rowHeader ? 'th' : 'td';
  return (
    <Tag scope={column.rowHeader ? 'row' : undefined} className={className || undefined} data-label={label}>
      {column.cell(row)}
    </Tag>
  );
}

function SelectAll<Row>({ keys, selection }: { keys: readonly string[]; selection: PlainTableSelection<Row> }) {
  const { t } = useLingui();
  const all = keys.length > 0 && keys.every((key) => selection.selected.has(key));
  return (
    <input
      type="checkbox"
      aria-label={t`Select all`}
      checked={all}
      onChange={() => selection.onSelectedChange(new Set(all ? [] : keys))}
    />
  );
}

function toggled(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
