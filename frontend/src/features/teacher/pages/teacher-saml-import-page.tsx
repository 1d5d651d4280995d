import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { paths } from '../../../config/paths';
import { useId, useState, type ChangeEvent } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { SAML_IMPORT_MESSAGES, type SamlImportResult } from '../../../../../shared/schemas/saml-imports';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { ApiRequestError } from '../../../lib/api-client';
import { confirmSamlImport, getSamlImportSetup, prepareSamlImport } from '../api/saml-imports';
import { SamlFileHelp } from '../components/saml-file-help';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { CountsTable } from '../components/counts-table';
import styles from '../components/teacher.module.css';
import { guarded } from '../guard';

export const samlImportLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getSamlImportSetup.queryOptions({ params: { schoolId: params.schoolId ?? '' } }));
    return null;
  });

/** The server's messages (row problems by row number), or 'Failed to import teachers' (§8). */
function messagesOf(error: unknown): string[] {
  if (error instanceof ApiRequestError && error.errors.length > 0 && error.status < 500)
    return error.errors.map((item) => item.detail);
  return [translated(SAML_IMPORT_MESSAGES.failed)];
}

function Counts({ result }: { result: SamlImportResult }) {
  const { t } = useLingui();
  const rows: [string, number][] = [
    [t`Accounts before the import`, result.totalAccountsBeforeImport],
    [t`Added`, result.added],
    [t`Linked`, result.linked],
    [t`Already linked (unchanged)`, result.persisted],
    [t`Removed`, result.removed],
    [t`Unlinked`, result.unlinked],
    [t`Accounts after the import`, result.totalAccountsAfterImport],
  ];
  if (result.excluded > 0) rows.splice(4, 0, [t`Rows of other schools (left out)`, result.excluded]);
  return <CountsTable caption={result.applied ? t`Import result` : t`Preview of the import`} counts={rows} />;
}

function Examples({ title, examples }: { title: string; examples: SamlImportResult['addedExamples'] }) {
  const { t } = useLingui();
  if (examples.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {examples.map(({ firstName, lastName, email, nameId }) => (
          <li key={`${nameId}-${email ?? ''}`}>
            {firstName} {lastName} ({email ?? t`no email`}){nameId ? t`, NameID ${nameId}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * teacher.school.teachers.saml-import (§2 Import Teachers - SAML): the multi-school checkbox (a
 * school system with several schools), the column help, the file, Cancel; the preview with its
 * counts and Confirm; the result; the account-match export. A school without a school system is
 * told so (and Manage Teachers shows no button for it).
 */
export function TeacherSamlImportPage() {
  const { t } = useLingui();
  const { schoolId = '' } = useParams();
  const setup = getSamlImportSetup.useData({ params: { schoolId } });
  const prepare = prepareSamlImport.useMutation();
  const confirm = confirmSamlImport.useMutation();
  const fileId = useId();
  const [multiSchool, setMultiSchool] = useState(false);
  const [file, setFile] = useState<{ fileName: string; fileData: string } | null>(null);
  const [preview, setPreview] = useState<SamlImportResult | null>(null);
  const [result, setResult] = useState<SamlImportResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const title = t`Import Teachers - SAML`;
  const teachersHref = paths.teacher.manageTeachers.getHref(setup.school.id);
  const crumbs = (
    <TeacherCrumbs
      trail={[
        { label: setup.school.name, to: paths.teacher.school.getHref(setup.school.id) },
        { label: t`Manage Teachers`, to: teachersHref },
        { label: title },
      ]}
    />
  );

  if (!setup.samlIdp) {
    return (
      <>
        <DocumentTitle title={title} />
        {crumbs}
        <PageHeader title={title} />
        <Alert tone="info">
          <p>{translated(SAML_IMPORT_MESSAGES.noProvider)}</p>
        </Alert>
        <LinkButton to={teachersHref} variant="secondary">
          <Trans>Back to Manage Teachers</Trans>
        </LinkButton>
      </>
    );
  }
  const provider = setup.samlIdp;
  const severalSchools = setup.schools.length > 1;
  const schoolName = setup.school.name;
  const providerName = provider.name;
  const failed = translated(SAML_IMPORT_MESSAGES.failed);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setResult(null);
    setErrors([]);
    if (!chosen) return;
    const read = { fileName: chosen.name, fileData: await chosen.text() };
    setFile(read);
    prepare.mutate(
      { params: { schoolId }, body: { ...read, multiSchool } },
      { onSuccess: setPreview, onError: (error) => setErrors(messagesOf(error)) },
    );
  }

  function carryOut() {
    if (!file || !preview) return;
    setErrors([]);
    confirm.mutate(
      { params: { schoolId }, body: { ...file, multiSchool, previewToken: preview.previewToken } },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setPreview(null);
        },
        onError: (error) => setErrors(messagesOf(error)),
      },
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      {crumbs}
      <PageHeader
        title={title}
        description={t`Add and link the teachers of ${schoolName} who sign in through ${providerName}.`}
      />
      <SamlFileHelp
        headingId={`${fileId}-columns`}
        provider={provider}
        school={setup.school}
        onExportFailed={(error) => setErrors(messagesOf(error))}
      />
      <section className={styles.panel} aria-labelledby={`${fileId}-select`}>
        <h2 id={`${fileId}-select`}>
          <Trans>Select your file</Trans>
        </h2>
        {severalSchools ? (
          <Checkbox
            label={t`Multi-school import (the School column names each row's school)`}
            checked={multiSchool}
            onChange={(event) => {
              setMultiSchool(event.target.checked);
              setPreview(null);
            }}
          />
        ) : null}
        <p>
          <label htmlFor={fileId}>
            <Trans>Teacher file (.csv)</Trans>
          </label>{' '}
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            disabled={prepare.isPending || confirm.isPending}
          />
        </p>
        <LinkButton to={teachersHref} variant="secondary">
          <Trans>Cancel</Trans>
        </LinkButton>
      </section>
      {errors.length > 0 ? (
        <Alert tone="danger" title={failed} live>
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {preview ? (
        <section className={styles.panel} aria-labelledby={`${fileId}-preview`}>
          <h2 id={`${fileId}-preview`}>
            <Trans>Confirm the import</Trans>
          </h2>
          <p>
            <Trans>Nothing has changed yet. Check the counts, then confirm.</Trans>
          </p>
          {preview.warnings.map((warning) => (
            <Alert key={warning} tone="warning">
              <p>{warning}</p>
            </Alert>
          ))}
          <Counts result={preview} />
          <Examples title={t`Teachers to add`} examples={preview.addedExamples} />
          <Examples title={t`Teachers to link`} examples={preview.linkedExamples} />
          <Examples title={t`Teachers to unlink`} examples={preview.unlinkedExamples} />
          <Button onClick={carryOut} loading={confirm.isPending}>
            <Trans>Confirm</Trans>
          </Button>
        </section>
      ) : null}
      {result ? (
        <Alert tone="success" title={t`Teachers imported`} live>
          <Counts result={result} />
          {result.unlinked > 0 ? <p>{translated(SAML_IMPORT_MESSAGES.unlinkedExplained)}</p> : null}
        </Alert>
      ) : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: samlImportLoader(queryClient),
  Component: TeacherSamlImportPage,
});
