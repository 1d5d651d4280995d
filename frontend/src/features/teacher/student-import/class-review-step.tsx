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
import { roleWording } from './wizard-steps';

interface ClassReviewStepProps {
  state: ImportTableState;
  role: SchoolRole;
  choices: ClassReviewChoices;
  existingClasses: readonly ExistingClass[];
  onChoices: (choices: ClassReviewChoices) => void;
}

const STATUS_LABELS = {
  create: 'Create',
  update: 'Update',
  replace: 'Replace',
  remove: 'Remove',
  retain: 'Retain',
} as const;

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
        <input type="radio" name={name} checked={!remove} onChange={() => onChange(false)} /> Retain
      </label>
      <label>
        <input type="radio" name={name} checked={remove} onChange={() => onChange(true)} /> Remove
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
  const words = roleWording(role);
  /** The School column only for multi-school imports. */
  const manySchools = new Set(rows.map((row) => row.schoolId)).size > 1;
  return (
    <>
      <div className={styles.choices}>
        <Choice
          legend="Existing classes that are not in the file"
          name="removeOtherClassGroups"
          remove={choices.removeOtherClassGroups}
          onChange={(remove) => onChoices({ ...choices, removeOtherClassGroups: remove })}
        />
        <Choice
          legend={`${words.People} not in the file who belong to classes in the file`}
          name="removeOtherUsersInClassGroups"
          remove={choices.removeOtherUsersInClassGroups}
          onChange={(remove) => onChoices({ ...choices, removeOtherUsersInClassGroups: remove })}
        />
      </div>
      <PlainTable
        caption="Classes after the import"
        rows={rows}
        rowKey={(row) => `${row.schoolId}/${row.name}`}
        rowProps={(row) => ({ className: row.cssClass })}
        columns={[
          ...(manySchools ? [{ header: 'School', cell: (row: ClassSummaryRow) => row.school }] : []),
          { header: 'Class', rowHeader: true, cell: (row) => row.name },
          { header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
          { header: `${words.People} before`, cell: (row) => row.usersBeforeImport },
          { header: `${words.People} after`, cell: (row) => row.usersAfterImport },
        ]}
      />
    </>
  );
}
