import { randomUUID } from 'node:crypto';
import { PERSON_NAME_MAX_LENGTH } from '../../shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { samlImportsEndpoints } from '../../shared/api/endpoints/saml-imports';
import { SAML_IMPORT_MESSAGES } from '../../shared/schemas/saml-imports';
import type { SamlIdp } from '../../shared/schemas/saml';
import { findUserIdBySamlNameId, saveSamlAccount } from '../../functions/data/saml-accounts';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { loadSessionUser } from '../../functions/data/users';
import { jobRecords, newJobRecord } from '../../functions/data/jobs';
import { importLocks, importRecords } from '../../functions/data/student-imports';
import { ROSTER_CHANGING_MESSAGES } from '../../shared/schemas/exports';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';
import { putTestProvider, testProviderSignIn } from './support/school-providers';

const { getSamlImportSetup, prepareSamlImport, confirmSamlImport, exportAccountMatches } = samlImportsEndpoints;

type School = Awaited<ReturnType<typeof schoolWithMembers>>;

const unique = () => randomUUID().slice(0, 8);
const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const HEADING = 'NameID,First Name,Last Name,Email';

/** Import Teachers - SAML (school-and-family §2, §3 saml-import, §5) and the account-match export (§7). */
describe('Import Teachers - SAML', () => {
  useLocalTable();
  let north: School;
  let south: School;
  let plain: School;
  let idp: SamlIdp;

  beforeAll(async () => {
    [north, south, plain] = await Promise.all([
      schoolWithMembers({ name: 'North SAML College' }),
      schoolWithMembers({ name: 'South SAML College' }),
      schoolWithMembers({ name: 'Plain Primary' }),
    ]);
    idp = await putTestProvider({ id: `si-${unique()}`, schoolIds: [north.school.id, south.school.id] });
  });

  const body = (fileData: string, multiSchool = false) => ({ fileName: 'teachers.csv', fileData, multiSchool });

  it('refuses a teacher whose name is longer than the forms take (PERSON_NAME_MAX_LENGTH), naming the row', async () => {
    // Prepare
    const file = csv(
      HEADING,
      `long-${unique()},${'N'.repeat(PERSON_NAME_MAX_LENGTH + 20)},Long,long-${unique()}@north.example`,
    );

    // Act
    const preview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(file),
      as: north.schoolAdmin.as,
    });

    // Assess
    expect(preview.status).toBe(422);
    expect(preview.errors.map((error) => error.detail).join(' ')).toContain(
      `Row 2, column 'First Name': the value is longer than ${PERSON_NAME_MAX_LENGTH} characters.`,
    );
  });

  it('previews without changing anything, confirms, and the new teacher signs in through the school system', async () => {
    // Prepare
    const [linkedId, newId] = [`link-${unique()}`, `new-${unique()}`];
    const newEmail = `${newId}@north.example`;
    const file = csv(HEADING, `${linkedId},Tom,Teacher,${north.teacher.email}`, `${newId},Nina,New,${newEmail}`);

    // Act
    const preview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(file),
      as: north.schoolAdmin.as,
    });
    const ownerAfterPreview = await findUserIdBySamlNameId(idp.id, newId);
    const confirmed = await callEndpoint(confirmSamlImport, {
      params: { schoolId: north.school.id },
      body: { ...body(file), previewToken: preview.data.previewToken },
      as: north.schoolAdmin.as,
    });
    const [linkedOwner, newOwner] = await Promise.all([
      findUserIdBySamlNameId(idp.id, linkedId),
      findUserIdBySamlNameId(idp.id, newId),
    ]);
    const newTeacher = newOwner ? await loadSessionUser(newOwner) : null;
    const signedIn = await testProviderSignIn(idp, {
      nameId: newId,
      email: newEmail,
      firstName: 'Nina',
      lastName: 'New',
      role: 'teacher',
      schoolId: north.school.id,
    });

    // Assess
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({
      applied: false,
      // The school's teacher and its administrator, neither linked yet: linking one adds no account.
      totalAccountsBeforeImport: 2,
      added: 1,
      linked: 1,
      removed: 0,
      unlinked: 0,
      totalAccountsAfterImport: 3,
    });
    expect(preview.data.addedExamples).toEqual([
      { firstName: 'Nina', lastName: 'New', email: newEmail, nameId: newId },
    ]);
    expect(ownerAfterPreview).toBeNull();
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({
      applied: true,
      added: 1,
      linked: 1,
      unlinked: 0,
      totalAccountsAfterImport: 3,
    });
    expect(linkedOwner).toBe(north.teacher.id);
    expect(newTeacher).toMatchObject({
      username: newEmail,
      email: newEmail,
      schoolId: north.school.id,
      schoolRole: 'teacher',
      isSchoolAdmin: false,
      hasPassword: false,
    });
    expect(signedIn.sub).toBe(newOwner);
  });

  it('unlinks teachers missing from a later file (their accounts stay) and keeps those still in it', async () => {
    // Prepare
    const [staysId, goesId] = [`stay-${unique()}`, `goes-${unique()}`];
    const first = csv(
      HEADING,
      `${staysId},Sue,Stays,stays-${unique()}@south.example`,
      `${goesId},Ada,Admin,${south.schoolAdmin.email}`,
    );
    const firstPreview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: south.school.id },
      body: body(first),
      as: south.schoolAdmin.as,
    });
    await callEndpoint(confirmSamlImport, {
      params: { schoolId: south.school.id },
      body: { ...body(first), previewToken: firstPreview.data.previewToken },
      as: south.schoolAdmin.as,
    });
    const second = csv(HEADING, first.split('\n')[1] ?? '');

    // Act
    const preview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: south.school.id },
      body: body(second),
      as: south.schoolAdmin.as,
    });
    const confirmed = await callEndpoint(confirmSamlImport, {
      params: { schoolId: south.school.id },
      body: { ...body(second), previewToken: preview.data.previewToken },
      as: south.schoolAdmin.as,
    });
    const [goneOwner, admin] = await Promise.all([
      findUserIdBySamlNameId(idp.id, goesId),
      loadSessionUser(south.schoolAdmin.id),
    ]);

    // Assess
    expect(preview.data).toMatchObject({
      // The teacher, the administrator and the first file's new teacher: unlinking keeps the account.
      totalAccountsBeforeImport: 3,
      added: 0,
      linked: 0,
      persisted: 1,
      removed: 0,
      unlinked: 1,
      totalAccountsAfterImport: 3,
    });
    expect(preview.data.unlinkedExamples).toEqual([
      expect.objectContaining({ nameId: goesId, email: south.schoolAdmin.email }),
    ]);
    expect(confirmed.data).toMatchObject({ applied: true, unlinked: 1 });
    expect(goneOwner).toBeNull();
    expect(admin).toMatchObject({ status: 'active', schoolId: south.school.id, hasPassword: true });
  });

  it('refuses to confirm a preview when the school changed since, changing nothing', async () => {
    // Prepare
    const nameId = `stale-${unique()}`;
    const file = csv(HEADING, `${nameId},Sam,Stale,stale-${unique()}@north.example`);
    const preview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(file),
      as: north.schoolAdmin.as,
    });
    await saveSamlAccount({
      userId: north.schoolAdmin.id,
      samlIdpId: idp.id,
      nameId: `meanwhile-${unique()}`,
      email: null,
      linkedAt: new Date().toISOString(),
    });

    // Act
    const confirmed = await callEndpoint(confirmSamlImport, {
      params: { schoolId: north.school.id },
      body: { ...body(file), previewToken: preview.data.previewToken },
      as: north.schoolAdmin.as,
    });

    // Assess
    expect(confirmed.status).toBe(409);
    expect(confirmed.errors[0]?.detail).toBe(SAML_IMPORT_MESSAGES.stalePreview);
    expect(await findUserIdBySamlNameId(idp.id, nameId)).toBeNull();
  });

  it('lists row problems by row number and changes nothing', async () => {
    // Prepare
    const nameId = `ok-${unique()}`;
    const file = csv(
      HEADING,
      `${nameId},Ok,Row,ok-${unique()}@north.example`,
      `taken-${unique()},Plain,Teacher,${plain.teacher.email}`,
      `,No,NameId,none-${unique()}@north.example`,
    );

    // Act
    const [answer, noColumn] = await Promise.all([
      callEndpoint(prepareSamlImport, {
        params: { schoolId: north.school.id },
        body: body(file),
        as: north.schoolAdmin.as,
      }),
      callEndpoint(prepareSamlImport, {
        params: { schoolId: north.school.id },
        body: body(csv('First Name,Email', 'Ann,ann@north.example')),
        as: north.schoolAdmin.as,
      }),
    ]);

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors.map((error) => error.detail)).toEqual([expect.stringMatching(/^Row 4, column 'NameID': /)]);
    expect(noColumn.status).toBe(422);
    expect(noColumn.errors[0]?.detail).toMatch(/no NameID column/);
    const emailTaken = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(csv(HEADING, file.split('\n')[2] ?? '')),
      as: north.schoolAdmin.as,
    });
    expect(emailTaken.errors.map((error) => error.detail)).toEqual([
      SAML_IMPORT_MESSAGES.emailOfAnotherAccount(2, plain.teacher.email),
    ]);
    expect(await findUserIdBySamlNameId(idp.id, nameId)).toBeNull();
  });

  it('imports several schools from a School column only for schools the caller administers', async () => {
    // Prepare
    const rows = [
      `multi-${unique()},Mia,North,mia-${unique()}@north.example,${north.school.id}`,
      `multi-${unique()},Sol,South,sol-${unique()}@south.example,South SAML College`,
    ];
    const file = csv(`${HEADING},School`, ...rows);

    // Act
    const refused = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(file, true),
      as: north.schoolAdmin.as,
    });
    await setDistrictAdministrator(south.school.id, north.schoolAdmin.id, { administrator: true });
    const preview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(file, true),
      as: north.schoolAdmin.as,
    });
    const single = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(file),
      as: north.schoolAdmin.as,
    });
    await setDistrictAdministrator(south.school.id, north.schoolAdmin.id, { administrator: false });

    // Assess
    expect(refused.status).toBe(422);
    expect(refused.errors.map((error) => error.detail)).toEqual([
      SAML_IMPORT_MESSAGES.notYourSchool(3, 'South SAML College'),
    ]);
    expect(preview.status).toBe(200);
    expect(preview.data.schools.map((school) => school.id).sort()).toEqual([north.school.id, south.school.id].sort());
    expect(preview.data.added).toBe(2);
    expect(single.data).toMatchObject({
      added: 1,
      excluded: 1,
      schools: [{ id: north.school.id, name: 'North SAML College' }],
    });
  });

  it('answers the setup: the provider with its schools, or none', async () => {
    // Act
    const [setup, none] = await Promise.all([
      callEndpoint(getSamlImportSetup, { params: { schoolId: north.school.id }, as: north.schoolAdmin.as }),
      callEndpoint(getSamlImportSetup, { params: { schoolId: plain.school.id }, as: plain.schoolAdmin.as }),
    ]);

    // Assess
    expect(setup.data.samlIdp).toEqual({ id: idp.id, name: idp.name });
    expect(setup.data.schools.map((school) => school.samlSchoolValue).sort()).toEqual(
      [north.school.id, south.school.id].sort(),
    );
    expect(none.data).toEqual({ samlIdp: null, school: { id: plain.school.id, name: 'Plain Primary' }, schools: [] });
  });

  it('refuses teachers who are not administrators (403), other schools (404), schools without a school system (404) and multi-school for one school', async () => {
    // Prepare
    const file = body(csv(HEADING, `x-${unique()},X,Y,x-${unique()}@north.example`));

    // Act
    const [teacher, otherSchool, noProvider, multi] = await Promise.all([
      callEndpoint(prepareSamlImport, { params: { schoolId: north.school.id }, body: file, as: north.teacher.as }),
      callEndpoint(prepareSamlImport, { params: { schoolId: north.school.id }, body: file, as: plain.schoolAdmin.as }),
      callEndpoint(prepareSamlImport, { params: { schoolId: plain.school.id }, body: file, as: plain.schoolAdmin.as }),
      callEndpoint(prepareSamlImport, {
        params: { schoolId: north.school.id },
        body: { ...file, multiSchool: true },
        as: north.schoolAdmin.as,
      }),
    ]);

    // Assess
    expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, SAML_IMPORT_MESSAGES.administratorsOnly]);
    expect(otherSchool.status).toBe(404);
    expect([noProvider.status, noProvider.errors[0]?.detail]).toEqual([404, SAML_IMPORT_MESSAGES.noProvider]);
    // The test provider has two schools: multi-school is allowed; a file without a School column is refused by row.
    expect(multi.status).toBe(422);
  });

  it('lets a district administrator import for the school', async () => {
    // Prepare
    await setDistrictAdministrator(north.school.id, plain.teacher.id, { administrator: true });

    // Act
    const preview = await callEndpoint(prepareSamlImport, {
      params: { schoolId: north.school.id },
      body: body(csv(HEADING, `d-${unique()},Di,District,d-${unique()}@north.example`)),
      as: plain.teacher.as,
    });
    await setDistrictAdministrator(north.school.id, plain.teacher.id, { administrator: false });

    // Assess
    expect(preview.status).toBe(200);
    expect(preview.data.added).toBe(1);
  });

  it("exports the school's teachers with their NameIDs for its administrators only", async () => {
    // Prepare
    const params = { samlIdpId: idp.id };

    // Act
    const [file, all, teacher, otherSchool] = await Promise.all([
      callEndpoint(exportAccountMatches, {
        params,
        query: { 'school-role': 'teacher', school: north.school.id },
        as: north.schoolAdmin.as,
      }),
      callEndpoint(exportAccountMatches, { params, query: { 'school-role': 'teacher' }, as: north.schoolAdmin.as }),
      callEndpoint(exportAccountMatches, {
        params,
        query: { 'school-role': 'teacher', school: north.school.id },
        as: north.teacher.as,
      }),
      callEndpoint(exportAccountMatches, {
        params,
        query: { 'school-role': 'teacher', school: south.school.id },
        as: north.schoolAdmin.as,
      }),
    ]);

    // Assess
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(file.raw)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('NameID,First Name,Last Name,Email,School,School Name,Central ID');
    expect(lines.some((line) => line.includes(north.teacher.email) && line.startsWith('link-'))).toBe(true);
    expect(String(all.raw)).not.toContain(south.school.id);
    expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, SAML_IMPORT_MESSAGES.administratorsOnly]);
    expect(otherSchool.status).toBe(404);
  });

  it('refuses the account-match export while an import changes the school’s accounts, saying so', async () => {
    // Prepare: a teacher import of North applying now (its job running)
    const importId = randomUUID();
    const job = {
      ...newJobRecord({
        id: randomUUID(),
        kind: 'import-apply',
        ownerId: north.schoolAdmin.id,
        subject: { importId, schoolId: north.school.id },
        runId: 'a-run',
        now: new Date(),
        failureMessage: 'It stopped.',
      }),
      status: 'running' as const,
    };
    await jobRecords.put(job);
    await importRecords.put({
      id: importId,
      schoolId: north.school.id,
      schoolRole: 'teacher',
      by: { id: north.schoolAdmin.id, name: 'Admin' },
      at: new Date().toISOString(),
      summary: {
        createdCount: 1,
        matchedCount: 0,
        retainedCount: 0,
        mergedCount: 0,
        deletedCount: 0,
        totalAfterImport: 3,
      },
      state: 'applying',
      jobId: job.id,
      undoableUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      requestId: randomUUID(),
      planChunks: 0,
      restoreChunks: 0,
      afterChunks: 0,
      removeOtherClassGroups: false,
      removeOtherUsersInClassGroups: false,
      ttl: Math.floor(Date.now() / 1000) + 86_400,
    });
    await importLocks.put({ schoolId: north.school.id, importId, since: new Date().toISOString() });
    const exportNorth = () =>
      callEndpoint(exportAccountMatches, {
        params: { samlIdpId: idp.id },
        query: { 'school-role': 'teacher', school: north.school.id },
        as: north.schoolAdmin.as,
      });
    try {
      // Act
      const whileImporting = await exportNorth();
      await jobRecords.update({ id: job.id }, { status: 'succeeded' });
      const afterwards = await exportNorth();

      // Assess
      expect([whileImporting.status, whileImporting.errors[0]?.detail]).toEqual([409, ROSTER_CHANGING_MESSAGES.import]);
      expect(afterwards.status).toBe(200);
    } finally {
      await importLocks.remove({ schoolId: north.school.id });
    }
  });
});
