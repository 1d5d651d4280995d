import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { studentIdWarningsByRow, truncateForMatchTable, userRowKey } from '../../../../../shared/import';
import type { ImportRow, ImportTableState, PossibleMatchGroup, SchoolRole } from '../../../../../shared/import';
import styles from './student-import.module.css';

const ACTION_LABELS: Record<ImportRow['action'], MessageDescriptor> = {
  match: msg`Match`,
  register: msg`New account`,
  delete: msg`Delete`,
  retain: msg`Retain`,
};

/** A value cut to 10 characters and an ellipsis (spec §9), with the whole value on hover and for screen readers. */
function Truncated({ value }: { value: string }) {
  const shown = truncateForMatchTable(value);
  if (shown === value) return <>{value}</>;
  return (
    <abbr title={value} aria-label={value}>
      {shown}
    </abbr>
  );
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The reasons of the possible match groups a row takes part in, by row key. */
function reasonsByRow(groups: readonly PossibleMatchGroup[]): Map<string, string[]> {
  const reasons = new Map<string, string[]>();
  const add = (key: string, words: readonly string[]) =>
    reasons.set(key, [...new Set([...(reasons.get(key) ?? []), ...words])]);
  for (const group of groups) {
    add(group.recordKey, group.reasons);
    for (const userId of group.userIds) add(userRowKey(userId), group.reasons);
  }
  return reasons;
}

interface MatchTableProps {
  state: ImportTableState;
  role: SchoolRole;
  /** The groups that can still be confirmed (the engine's openPossibleMatchGroups). */
  openGroups: readonly PossibleMatchGroup[];
  onToggle: (key: string) => void;
}

const ROW_HEIGHT = 44;

/**
 * The match table of 'Step 3. Match': one row per file row (with the accounts matched to it) and
 * one per account not in the file. Rows are virtualised (only those in view are drawn, with
 * spacer rows above and below), so a file of 5,000 rows stays quick; the first selected row is
 * scrolled into view when the selection changes (the `n` and `m` keys).
 */
export function MatchTable({ state, role, openGroups, onToggle }: MatchTableProps) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const selected = useMemo(() => new Set(state.selectedKeys), [state.selectedKeys]);
  const reasons = useMemo(() => reasonsByRow(openGroups), [openGroups]);
  // A Student ID another student has stays on its row as a warning (school-and-family §5: warning only).
  const idWarnings = useMemo(() => studentIdWarningsByRow(state), [state]);
  const rows = state.rows;
  // The virtualizer redraws the rows itself as they scroll; the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  const firstSelected = state.selectedKeys[0];
  useEffect(() => {
    if (firstSelected === undefined) return;
    const index = rows.findIndex((row) => row.key === firstSelected);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    // Scroll only when the selection moves, not on every redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.selectedKeys]);

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const idLabel = role === 'teacher' ? t`Email` : t`Student ID`;
  const rowCount = rows.length;
  const columns = 8;

  return (
    <div
      ref={scroller}
      className={styles.tableScroller}
      tabIndex={0}
      role="region"
      aria-label={t`Match table, ${rowCount} rows`}
    >
      {/* A raw table: PlainTable cannot draw virtual rows (spacer rows, aria-rowindex, scroll to a row). */}
      {/* eslint-disable-next-line kit/tables */}
      <table className={styles.table} aria-rowcount={rows.length + 1}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Select</Trans>
              </span>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans>Name in file</Trans>
            </th>
            <th scope="col">{idLabel}</th>
            <th scope="col">
              <Trans>Class</Trans>
            </th>
            <th scope="col">NameID</th>
            <th scope="col">
              <Trans>Existing accounts</Trans>
            </th>
            <th scope="col">
              <Trans>Possible match</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr className={styles.spacer} aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const isSelected = selected.has(row.key);
            const name = row.record ? fullName(row.record) : fullName(row.users[0] ?? { firstName: '', lastName: '' });
            const rowReasons = reasons.get(row.key);
            const action = i18n._(ACTION_LABELS[row.action]);
            const who = name || t`row`;
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                className={[isSelected ? styles.selected : '', row.markedForDeletion ? styles.marked : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                <td>
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={() => onToggle(row.key)}
                    aria-label={t`Select ${who} (${action})`}
                  />
                </td>
                <td>{action}</td>
                <td>
                  {row.record ? (
                    fullName(row.record)
                  ) : (
                    <span className={styles.possible}>
                      <Trans>(not in the file)</Trans>
                    </span>
                  )}
                </td>
                <td>
                  {row.record ? (role === 'teacher' ? row.record.email : row.record.schoolKey) : ''}
                  {idWarnings.has(row.key) ? <span className={styles.warning}>{idWarnings.get(row.key)}</span> : null}
                </td>
                <td>{row.record ? row.record.classGroups.join(', ') : ''}</td>
                <td>{row.record?.nameId ? <Truncated value={row.record.nameId} /> : ''}</td>
                <td>
                  {row.users.length > 0 ? (
                    <ul className={styles.accounts}>
                      {row.users.map((user) => (
                        <li key={user.id}>
                          {fullName(user)}
                          {role === 'teacher'
                            ? user.email
                              ? ` · ${user.email}`
                              : ''
                            : user.schoolKey
                              ? ` · ${user.schoolKey}`
                              : ''}
                          {user.classGroups.length > 0 ? ` · ${user.classGroups.join(', ')}` : ''}
                          {user.otherSchool ? (
                            <>
                              {' · '}
                              <Truncated value={user.school || t`another school`} />
                            </>
                          ) : null}
                          {user.nameIds[0] ? (
                            <>
                              {' · '}
                              <Truncated value={user.nameIds[0]} />
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    ''
                  )}
                  {row.nameIdWarning ? <span className={styles.possible}>{row.nameIdWarning}</span> : null}
                </td>
                <td className={styles.possible}>{rowReasons ? rowReasons.join('; ') : ''}</td>
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr className={styles.spacer} aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
