import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Trans, useLingui } from '@lingui/react/macro';
import { TableScroll } from './table-scroll';
import styles from './data-table.module.css';

interface DataTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: ColumnDef<Row, unknown>[];
  getRowId: (row: Row) => string;
  /** Single: choosing a row replaces the choice (My Classes); multi: rows are ticked (students). */
  selection: 'single' | 'multi';
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** What to call a row for its selection box ('Select {label}'). */
  rowLabel: (row: Row) => string;
  emptyText: string;
  onRowDoubleClick?: (row: Row) => void;
}

/**
 * A table of rows to act on (@tanstack/react-table): each row has a selection box (a checkbox, or
 * a radio button for one at a time); a click on a row selects it too (the box is the
 * keyboard's way). Cells may hold their own controls (inline editing), which keep their clicks.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  getRowId,
  selection,
  selected,
  onSelectedChange,
  rowLabel,
  emptyText,
  onRowDoubleClick,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const rowSelection: RowSelectionState = Object.fromEntries([...selected].map((id) => [id, true]));
  // The table's functions are read afresh each render; nothing of it is memoised or passed down.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    enableMultiRowSelection: selection === 'multi',
    state: { rowSelection },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectedChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const allIds = rows.map(getRowId);
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id));

  function toggle(id: string) {
    if (selection === 'single') return onSelectedChange(new Set(selected.has(id) ? [] : [id]));
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  }

  if (!rows.length) return <p className={styles.empty}>{emptyText}</p>;

  return (
    <TableScroll className={styles.tableWrap} label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              <th scope="col" className={styles.selectCell}>
                {selection === 'multi' ? (
                  <input
                    type="checkbox"
                    aria-label={t`Select all`}
                    checked={allSelected}
                    onChange={() => onSelectedChange(new Set(allSelected ? [] : allIds))}
                  />
                ) : (
                  <span className="visually-hidden">
                    <Trans>Selected</Trans>
                  </span>
                )}
              </th>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const rowName = rowLabel(row.original);
            return (
              <tr
                key={row.id}
                aria-selected={row.getIsSelected()}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('button, input, a, select, textarea')) return;
                  toggle(row.id);
                }}
                onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row.original) : undefined}
              >
                <td className={styles.selectCell}>
                  <input
                    type={selection === 'multi' ? 'checkbox' : 'radio'}
                    name={selection === 'single' ? caption : undefined}
                    aria-label={t`Select ${rowName}`}
                    checked={row.getIsSelected()}
                    onChange={() => toggle(row.id)}
                  />
                </td>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
