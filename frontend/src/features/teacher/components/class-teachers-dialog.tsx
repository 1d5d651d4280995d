import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ClassGroupSummary } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { setClassTeachers } from '../api/classes';
import { listSchoolTeachers } from '../api/teachers';
import { classNameOf, messageOf, personName } from '../class-format';

/** The Teacher field: search the school's teachers by name, tick one or more, save them as the class's teachers. */
export function ClassTeachersDialog({
  schoolId,
  classGroup,
  onClose,
}: {
  schoolId: string;
  classGroup: ClassGroupSummary;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const teachers = listSchoolTeachers.useRead({ params: { schoolId } });
  const setTeachers = setClassTeachers.useMutation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(classGroup.teachers.map((teacher) => teacher.id)));
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = (teachers.data?.teachers ?? []).filter((teacher) => {
    const name = personName(teacher).toLowerCase();
    return chosen.has(teacher.id) || (words.length > 0 && words.every((word) => name.includes(word)));
  });

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  function save() {
    setTeachers.mutate(
      { params: { classGroupId: classGroup.id }, body: { teacherIds: [...chosen] } },
      { onSuccess: onClose },
    );
  }

  const name = classNameOf(classGroup);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Teachers of ${name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} loading={setTeachers.isPending}>
            <Trans>Save Teachers</Trans>
          </Button>
        </>
      }
    >
      {setTeachers.error ? (
        <Alert tone="danger" live>
          <p>{messageOf(setTeachers.error)}</p>
        </Alert>
      ) : null}
      <TextField
        label={t`Search teachers by name`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {teachers.isError ? <p>{messageOf(teachers.error)}</p> : null}
      <fieldset>
        <legend>
          <Trans>Teachers</Trans>
        </legend>
        {found.length === 0 ? (
          <p>
            {teachers.isLoading ? (
              <Trans>Loading the school’s teachers…</Trans>
            ) : (
              <Trans>Type a name to find teachers of this school.</Trans>
            )}
          </p>
        ) : null}
        {found.map((teacher) => (
          <Checkbox
            key={teacher.id}
            label={personName(teacher)}
            checked={chosen.has(teacher.id)}
            onChange={(event) => toggle(teacher.id, event.target.checked)}
          />
        ))}
      </fieldset>
    </Dialog>
  );
}
