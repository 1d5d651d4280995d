import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { reviewClasses } from '../../../../../shared/import';
import type {
  ClassReviewChoices,
  ClassSummaryRow,
  ExistingClass,
  ImportTableState,
  SchoolRole,
} from '../../../../../shared/import';
import { PlainTable } from '../../../components/plain-table';
import styles from './student-import.module.css';

interface ClassReviewStepProps {
  state: ImportTableState;
  role: SchoolRole;
  choices: ClassReviewChoices;
  existingClasses: readonly ExistingClass[];
  onChoices: (choices: ClassReviewChoices) => void;
}

const STATUS_LABELS: Record<ClassSummaryRow['status'], MessageDescriptor> = {
  create: msg`Create`,
  update: msg`Update`,
  replace: msg`Replace`,
  remove: msg`Remove`,
  retain: msg`Retain`,
};

function Choice({
  legend,
  name,
  remove,
  onChange,
}: {
  legend: string;
  name: string;
  remove: boolean;
  onChange: (remove: boolean) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={!remove} onChange={() => onChange(false)} /> <Trans>Retain</Trans>
      </label>
      <label>
        <input type="radio" name={name} checked={remove} onChange={() => onChange(true)} /> <Trans>Remove</Trans>
      </label>
    </fieldset>
  );
}

/**
 * 'Step 4. Review Classes' (only when the file has a class column): the two Retain/Remove
 * choices and every class with its status and its members before and after (the engine's reviewClasses).
 */
export function ClassReviewStep({ state, role, choices, existingClasses, onChoices }: ClassReviewStepProps) {
  const rows = useMemo(() => reviewClasses(state, choices, existingClasses), [state, choices, existingClasses]);
  const { t, i18n } = useLingui();
  const teachers = role === 'teacher';
  /** The School column only for multi-school imports. */
  const manySchools = new Set(rows.map((row) => row.schoolId)).size > 1;
  return (
    <>
      <div className={styles.choices}>
        <Choice
          legend={t`Existing classes that are not in the file`}
          name="removeOtherClassGroups"
          remove={choices.removeOtherClassGroups}
          onChange={(remove) => onChoices({ ...choices, removeOtherClassGroups: remove })}
        />
        <Choice
          legend={
            teachers
              ? t`Teachers not in the file who belong to classes in the file`
              : t`Students not in the file who belong to classes in the file`
          }
          name="removeOtherUsersInClassGroups"
          remove={choices.removeOtherUsersInClassGroups}
          onChange={(remove) => onChoices({ ...choices, removeOtherUsersInClassGroups: remove })}
        />
      </div>
      <PlainTable
        caption={t`Classes after the import`}
        rows={rows}
        rowKey={(row) => `${row.schoolId}/${row.name}`}
        rowProps={(row) => ({ className: row.cssClass })}
        columns={[
          ...(manySchools ? [{ header: t`School`, cell: (row: ClassSummaryRow) => row.school }] : []),
          { header: t`Class`, rowHeader: true, cell: (row) => row.name },
          { header: t`Status`, cell: (row) => i18n._(STATUS_LABELS[row.status]) },
          { header: teachers ? t`Teachers before` : t`Students before`, cell: (row) => row.usersBeforeImport },
          { header: teachers ? t`Teachers after` : t`Students after`, cell: (row) => row.usersAfterImport },
        ]}
      />
    </>
  );
}
