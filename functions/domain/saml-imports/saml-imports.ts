import {
  SAML_IMPORT_MESSAGES,
  type SamlImportConfirm,
  type SamlImportRequest,
  type SamlImportResult,
  type SamlImportSetup,
} from '../../../shared/schemas/saml-imports';
import { TITLES, type Title } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { getSchools } from '../../data/schools';
import { ConflictError } from '../../platform/errors';
import { createAccount, schoolMemberProfile } from '../core/accounts/accounts';
import { recordAudit } from '../core/audit/audit';
import { linkSchoolIdentity, unlinkSchoolIdentity } from '../saml/links';
import { planSamlImport, samlImportResult } from './saml-import-plan';
import { administeredSchoolProvider, samlImportSchool } from './saml-import-school';

export interface SamlImportDependencies {
  directory: SignInDirectory;
  clock: () => Date;
}

/** The file's Title when it is one of the portal's titles (the file reader normalises it). */
function titleOf(value: string): Title | null {
  return (TITLES as readonly string[]).includes(value) ? (value as Title) : null;
}

type ImportInput = Pick<Required<SamlImportRequest>, 'fileName' | 'fileData' | 'multiSchool'>;

/** GET /api/schools/{schoolId}/saml-import: the school's school system (null when it has none) and its schools. */
export async function samlImportSetup(user: SessionUser, schoolId: string): Promise<SamlImportSetup> {
  const { school, idp } = await administeredSchoolProvider(user, schoolId);
  if (!idp) return { samlIdp: null, school: { id: school.id, name: school.name }, schools: [] };
  const providerSchools = await getSchools(idp.schoolIds);
  return {
    samlIdp: { id: idp.id, name: idp.name },
    school: { id: school.id, name: school.name },
    schools: providerSchools.map(({ id, name }) => ({ id, name, samlSchoolValue: id })),
  };
}

/** saml-import save: the preview; nothing changes. */
export async function prepareSamlImport(
  user: SessionUser,
  schoolId: string,
  input: ImportInput,
): Promise<SamlImportResult> {
  const context = await samlImportSchool(user, schoolId);
  return samlImportResult(await planSamlImport(user, context, input), false);
}

/**
 * saml-import confirm: makes the plan again and carries it out only when it is the preview's
 * (409 stalePreview otherwise, nothing changed): SAML-only teacher accounts are created and linked,
 * existing teachers linked, the missing ones unlinked; then the audit trail records it. A failure
 * half-way leaves what was done done: the same file again links or adds only what is left.
 */
export async function confirmSamlImport(
  user: SessionUser,
  schoolId: string,
  input: ImportInput & Pick<SamlImportConfirm, 'previewToken'>,
  dependencies: SamlImportDependencies,
): Promise<SamlImportResult> {
  const context = await samlImportSchool(user, schoolId);
  const plan = await planSamlImport(user, context, input);
  if (plan.token !== input.previewToken) throw new ConflictError(SAML_IMPORT_MESSAGES.stalePreview);
  const now = dependencies.clock();
  const { idp } = context;
  const link = { directory: dependencies.directory, now };
  const added: string[] = [];
  for (const { row, school } of plan.add) {
    const teacher = await createAccount(
      {
        username: row.email,
        email: row.email,
        password: null,
        profile: schoolMemberProfile(school, 'teacher', {
          title: titleOf(row.title),
          firstName: row.firstName,
          lastName: row.lastName,
        }),
      },
      { directory: dependencies.directory, clock: () => now },
    );
    await linkSchoolIdentity(
      { userId: teacher.id, username: teacher.username },
      { samlIdpId: idp.id, nameId: row.nameId, email: row.email },
      null,
      link,
    );
    added.push(teacher.id);
  }
  for (const { row, teacher } of plan.link) {
    await linkSchoolIdentity(
      { userId: teacher.id, username: teacher.username },
      { samlIdpId: idp.id, nameId: row.nameId, email: row.email },
      null,
      link,
    );
  }
  for (const { samlAccount } of plan.unlink) {
    if (samlAccount) await unlinkSchoolIdentity(samlAccount, { directory: dependencies.directory });
  }
  const result = samlImportResult(plan, true);
  await recordAudit({
    actorId: user.id,
    action: 'teachers.saml-import',
    subjectIds: [
      ...added,
      ...plan.link.map(({ teacher }) => teacher.id),
      ...plan.unlink.map(({ user: teacher }) => teacher.id),
    ],
    schoolId: context.school.id,
    detail: {
      samlIdpId: idp.id,
      schools: plan.schools.map(({ id }) => id).join(','),
      fileName: input.fileName,
      added: result.added,
      linked: result.linked,
      unlinked: result.unlinked,
      persisted: result.persisted,
    },
    now,
  });
  return result;
}
