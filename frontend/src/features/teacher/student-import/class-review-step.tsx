import { useMemo } from 'react';
import { reviewClasses } from '../../../../../shared/import';
import type { ClassReviewChoices, ExistingClass, ImportTableState, SchoolRole } from '../../../../../shared/import';
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
      <table className={styles.table}>
        <caption className="visually-hidden">Classes after the import</caption>
        <thead>
          <tr>
            {manySchools ? <th scope="col">School</th> : null}
            <th scope="col">Class</th>
            <th scope="col">Status</th>
            <th scope="col">{words.People} before</th>
            <th scope="col">{words.People} after</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.schoolId}/${row.name}`} className={row.cssClass}>
              {manySchools ? <td>{row.school}</td> : null}
              <th scope="row">{row.name}</th>
              <td>{STATUS_LABELS[row.status]}</td>
              <td>{row.usersBeforeImport}</td>
              <td>{row.usersAfterImport}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
