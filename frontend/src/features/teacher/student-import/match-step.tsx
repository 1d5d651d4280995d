import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import {
  canDelete,
  canMatch,
  canSplit,
  canUndelete,
  clearSelection,
  deleteSelectedRow,
  matchAndSelectNext,
  matchSelectedRows,
  openPossibleMatchGroups,
  selectNextPossibleMatchGroup,
  splitSelectedRow,
  toggleRowSelection,
  undeleteSelectedRow,
} from '../../../../../shared/import';
import type { ImportIssue, ImportTableState, SchoolRole, TableOperationResult } from '../../../../../shared/import';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ActionButton } from '../../../components/action-button';
import { MatchTable } from './match-table';
import styles from './student-import.module.css';

interface MatchStepProps {
  state: ImportTableState;
  role: SchoolRole;
  warnings: readonly ImportIssue[];
  onChange: (state: ImportTableState) => void;
}

/** The toolbar's operations: each with the engine's reason it cannot act now. */
const OPERATIONS = [
  { key: 'match', label: msg`Match`, can: canMatch, act: matchSelectedRows },
  { key: 'split', label: msg`Split`, can: canSplit, act: splitSelectedRow },
  { key: 'delete', label: msg`Delete`, can: canDelete, act: deleteSelectedRow },
  { key: 'undelete', label: msg`Undelete`, can: canUndelete, act: undeleteSelectedRow },
] as const;

/** Typing in a field must not act as a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
    !(target instanceof HTMLInputElement && target.type === 'checkbox')
  );
}

/**
 * 'Step 3. Match': the engine's match table with its operations (Match, Split, Delete, Undelete)
 * and the possible match groups: `n` selects the next group, `m` matches the selection and
 * selects the next. Each refusal says why, in the engine's words.
 */
export function MatchStep({ state, role, warnings, onChange }: MatchStepProps) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const openGroups = useMemo(() => openPossibleMatchGroups(state), [state]);
  const currentGroup = state.groupCursor >= 0 ? state.possibleMatchGroups[state.groupCursor] : undefined;
  const groupSelected = currentGroup !== undefined && state.selectedKeys[0] === currentGroup.recordKey;

  function run(operation: (current: ImportTableState) => TableOperationResult) {
    const result = operation(state);
    setMessage(result.message ? translated(result.message) : null);
    if (result.ok) onChange(result.state);
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      if (event.key === 'n') {
        event.preventDefault();
        run(selectNextPossibleMatchGroup);
      } else if (event.key === 'm') {
        event.preventDefault();
        run(matchAndSelectNext);
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const openCount = openGroups.length;
  const selectedCount = state.selectedKeys.length;
  const reasons = groupSelected && currentGroup ? currentGroup.reasons.join('; ') : null;

  return (
    <>
      {warnings.length > 0 ? (
        <Alert tone="warning" title={t`Please check`}>
          <ul>
            {warnings.map((warning, index) => (
              <li key={index}>{warning.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <p>
        {openCount === 0
          ? t`There are no possible matches to review.`
          : t`${plural(openCount, { one: '# possible match to review.', other: '# possible matches to review.' })}`}{' '}
        <Trans>
          Press <kbd>n</kbd> to select the next possible match and <kbd>m</kbd> to match it and select the next.
        </Trans>
      </p>
      <div className={styles.toolbar} role="toolbar" aria-label={t`Match table actions`}>
        {OPERATIONS.map(({ key, label, can, act }) => {
          const refusal = can(state);
          return (
            <ActionButton
              key={key}
              unavailable={refusal === null ? null : translated(refusal)}
              onUnavailable={() => setMessage(refusal === null ? null : translated(refusal))}
              onClick={() => run(act)}
            >
              {i18n._(label)}
            </ActionButton>
          );
        })}
        <Button variant="secondary" size="small" onClick={() => run(selectNextPossibleMatchGroup)}>
          <Trans>Next possible match (n)</Trans>
        </Button>
        <Button
          variant="ghost"
          size="small"
          onClick={() => onChange(clearSelection(state))}
          disabled={state.selectedKeys.length === 0}
        >
          <Trans>Clear selection</Trans>
        </Button>
        <span>
          <Trans>{selectedCount} selected</Trans>
        </span>
      </div>
      <p aria-live="polite">{message ?? (reasons !== null ? t`Possible match: ${reasons}.` : '')}</p>
      <MatchTable
        state={state}
        role={role}
        openGroups={openGroups}
        onToggle={(key) => onChange(toggleRowSelection(state, key))}
      />
    </>
  );
}
