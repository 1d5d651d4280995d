import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  createMatchTable,
  defaultClassReviewChoices,
  largeMergeWarning,
  unsavedChangesWarning,
} from '../../../../../shared/import';
import type {
  ClassReviewChoices,
  ExistingClass,
  ImportFileReadSuccess,
  ImportIssue,
  ImportTableState,
} from '../../../../../shared/import';
import type { Job } from '../../../../../shared/schemas/jobs';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { isApiRequestError } from '../../../lib/api-client';
import { listSchoolClasses } from '../api/classes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SchoolCrumbs } from '../components/school-crumbs';
import { prepareImport } from '../api/student-import';
import { ApplyStep } from './apply-step';
import { ClassReviewStep } from './class-review-step';
import { ErrorLines } from './error-lines';
import { IntroStep } from './intro-step';
import { MatchStep } from './match-step';
import { PrepareStep } from './prepare-step';
import { SelectStep } from './select-step';
import { UnsavedChangesGuard, WizardNav, WizardStepList } from './wizard-frame';
import styles from './student-import.module.css';
import { nextStep, previousStep, schoolRoleOf, STEP_TITLES, type WizardStep } from './wizard-steps';
import { guarded } from '../guard';

export const studentImportLoader = (queryClient: QueryClient) => guarded(queryClient);

/**
 * The SMART Tool (school-and-family §2 Student import wizard), its own lazy chunk: the engine
 * (shared/import, with SheetJS) loads only here. Six pages on one route; nothing changes until
 * Save & Apply. Leaving with unapplied changes asks first (in the SPA and on closing the tab).
 */
export function StudentImportPage() {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useLingui();
  const role = schoolRoleOf(search.get('school-role'));
  const heading = useRef<HTMLHeadingElement>(null);

  const [step, setStep] = useState<WizardStep>('intro');
  const [file, setFile] = useState<ImportFileReadSuccess | null>(null);
  const [table, setTable] = useState<ImportTableState | null>(null);
  const [warnings, setWarnings] = useState<ImportIssue[]>([]);
  const [choices, setChoices] = useState<ClassReviewChoices>(defaultClassReviewChoices);
  const [job, setJob] = useState<Job | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [prepareErrors, setPrepareErrors] = useState<string[]>([]);
  const [mergeWarning, setMergeWarning] = useState<{ message: string; to: WizardStep } | null>(null);

  const classes = listSchoolClasses.useRead(
    { params: { schoolId } },
    { enabled: table?.context.hasClassColumn === true },
  );
  const existingClasses = useMemo<ExistingClass[]>(
    () =>
      (classes.data?.classGroups ?? [])
        .filter((group) => group.name.trim() !== '')
        .map((group) => ({ schoolId: group.schoolId, name: group.name })),
    [classes.data],
  );

  const dirty = job === null && table !== null && unsavedChangesWarning(table) !== null;
  const context = { hasClassColumn: table?.context.hasClassColumn ?? file?.hasClassColumn ?? false };

  function show(target: WizardStep) {
    setStep(target);
    requestAnimationFrame(() => heading.current?.focus());
  }

  /** Leaving the match page warns when a row merges more than 5 accounts (spec §4). */
  function leave(target: WizardStep | null) {
    if (!target) return;
    const warning = step === 'match' && table ? largeMergeWarning(table) : null;
    if (warning) setMergeWarning({ message: warning, to: target });
    else show(target);
  }

  function chooseFile(chosen: ImportFileReadSuccess | null) {
    setFile(chosen);
    setTable(null);
    setWarnings([]);
    setPrepareErrors([]);
    setChoices(defaultClassReviewChoices);
  }

  async function prepare() {
    if (!file) return;
    if (table) return show('match');
    setPreparing(true);
    setPrepareErrors([]);
    try {
      const response = await prepareImport(schoolId, role, {
        data: file.rows,
        unusedColumns: file.unusedColumns,
        hasClassColumn: file.hasClassColumn,
      });
      if (response.errors.length > 0) {
        setPrepareErrors(response.errors.map((error) => error.message));
        return;
      }
      setTable(createMatchTable(response));
      setWarnings([...file.warnings, ...response.warnings]);
      show('match');
    } catch (error) {
      setPrepareErrors([
        isApiRequestError(error) ? (error.generalMessages[0] ?? error.message) : t`The file could not be prepared.`,
      ]);
    } finally {
      setPreparing(false);
    }
  }

  function next() {
    if (step === 'select') return void prepare();
    leave(nextStep(step, context));
  }

  const applying = job !== null;
  const nextDisabled = (step === 'select' && !file) || (step !== 'select' && step !== 'prepare' && !table);

  return (
    <>
      <DocumentTitle title={t`SMART Tool`} />
      <SchoolCrumbs schoolId={schoolId} trail={[{ label: t`SMART Tool` }]} />
      <div className={styles.wizard}>
        <PageHeader
          title={STEP_TITLES[step]}
          headingRef={heading}
          description={
            step === 'intro' ? t`${select(role, { teacher: 'Import teachers', other: 'Import students' })}` : undefined
          }
        />
        {step !== 'intro' ? <WizardStepList step={step} hasClassColumn={context.hasClassColumn} /> : null}

        {step === 'intro' ? <IntroStep schoolId={schoolId} role={role} onStart={() => show('prepare')} /> : null}
        {step === 'prepare' ? <PrepareStep role={role} /> : null}
        {step === 'select' ? <SelectStep role={role} file={file} onFile={chooseFile} /> : null}
        {step === 'match' && table ? (
          <MatchStep state={table} role={role} warnings={warnings} onChange={setTable} />
        ) : null}
        {step === 'classes' && table ? (
          <ClassReviewStep
            state={table}
            role={role}
            choices={choices}
            existingClasses={existingClasses}
            onChoices={setChoices}
          />
        ) : null}
        {step === 'apply' && table ? (
          <ApplyStep state={table} role={role} choices={choices} job={job} onStarted={setJob} />
        ) : null}

        <ErrorLines errors={prepareErrors} />

        {step !== 'intro' ? (
          <WizardNav
            onBack={applying ? null : () => leave(previousStep(step, context))}
            onNext={step !== 'apply' ? next : null}
            nextDisabled={nextDisabled}
            preparing={preparing}
          />
        ) : null}
      </div>

      <ConfirmDialog
        open={mergeWarning !== null}
        title={t`Large merges`}
        confirmLabel={t`Continue`}
        onConfirm={() => {
          const to = mergeWarning?.to;
          setMergeWarning(null);
          if (to) show(to);
        }}
        onClose={() => setMergeWarning(null)}
      >
        <p>{mergeWarning?.message}</p>
      </ConfirmDialog>
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: studentImportLoader(queryClient),
  Component: StudentImportPage,
});
