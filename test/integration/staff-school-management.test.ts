import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/api/endpoint';
import { appUsageEndpoints } from '../../shared/api/endpoints/app-usage';
import { dataSharingEndpoints } from '../../shared/api/endpoints/data-sharing';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { samlImportsEndpoints } from '../../shared/api/endpoints/saml-imports';
import { schoolSettingsEndpoints } from '../../shared/api/endpoints/school-settings';
import { studentDocumentsEndpoints } from '../../shared/api/endpoints/student-documents';
import { studentImportEndpoints } from '../../shared/api/endpoints/student-import';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { DEMO_SECONDARY_CLASS } from '../../bin/seed/classes';
import { DEMO_CLASS, DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import type { DemoAccountKey } from '../../bin/seed/demo-accounts';
import { callEndpoint } from './support/call-endpoint';

/**
 * The School Management pages a staff member opens from the console's Manage (staff-console §2 School page): every
 * read those pages make for a school, as its administrators make them. `schooldata@demo.example`
 * holds school.manage for Demo Secondary only; `staff@demo.example` holds it everywhere.
 */
const SCHOOL_READS: readonly { name: string; endpoint: Endpoint; params: (schoolId: string) => object }[] = [
  { name: 'Manage Classes', endpoint: classesEndpoints.listSchoolClasses, params: (schoolId) => ({ schoolId }) },
  {
    name: 'Students In No Class',
    endpoint: classesEndpoints.listStudentsInNoClass,
    params: (schoolId) => ({ schoolId }),
  },
  { name: 'Manage Teachers', endpoint: teachersEndpoints.listSchoolTeachers, params: (schoolId) => ({ schoolId }) },
  { name: 'My School', endpoint: schoolSettingsEndpoints.getSchoolSettings, params: (schoolId) => ({ schoolId }) },
  { name: 'SMART Tool history', endpoint: studentImportEndpoints.listImports, params: (schoolId) => ({ schoolId }) },
  {
    name: 'Import Teachers - SAML',
    endpoint: samlImportsEndpoints.getSamlImportSetup,
    params: (schoolId) => ({ schoolId }),
  },
  { name: 'App Usage', endpoint: appUsageEndpoints.getSchoolUsage, params: (schoolId) => ({ schoolId }) },
  { name: 'Data sharing', endpoint: dataSharingEndpoints.getSchoolDataSharing, params: (schoolId) => ({ schoolId }) },
  {
    name: 'Export Student List',
    endpoint: studentDocumentsEndpoints.exportSchoolStudentsCsv,
    params: (schoolId) => ({ schoolId }),
  },
];

async function statusesOf(schoolId: string, as: DemoAccountKey): Promise<Record<string, number>> {
  const answers = await Promise.all(
    SCHOOL_READS.map(async (read) => {
      const answer = await callEndpoint(read.endpoint, { params: read.params(schoolId) as never, as });
      return [read.name, answer.status] as const;
    }),
  );
  return Object.fromEntries(answers);
}

const every = (status: number) => Object.fromEntries(SCHOOL_READS.map((read) => [read.name, status]));

describe('staff with school.manage reach a school’s management as its administrators do', () => {
  it('admits a role granted for one school to that school’s pages, and answers 404 for another school', async () => {
    // Act
    const own = await statusesOf(DEMO_OTHER_SCHOOL_ID, 'schoolDataStaff');
    const other = await statusesOf(DEMO_SCHOOL_ID, 'schoolDataStaff');

    // Assess
    expect(own).toEqual(every(200));
    expect(other).toEqual(every(404));
  });

  it('admits school.manage granted everywhere to any school', async () => {
    expect(await statusesOf(DEMO_OTHER_SCHOOL_ID, 'staff')).toEqual(every(200));
    expect(await statusesOf(DEMO_SCHOOL_ID, 'staff')).toEqual(every(200));
  });

  it('refuses staff without school.manage before any school is read', async () => {
    expect(await statusesOf(DEMO_OTHER_SCHOOL_ID, 'supportStaff')).toEqual(every(403));
  });

  it('opens a class of the managed school, with every class, and no class of another school', async () => {
    // Act
    const classes = await callEndpoint(classesEndpoints.listSchoolClasses, {
      params: { schoolId: DEMO_OTHER_SCHOOL_ID },
      as: 'schoolDataStaff',
    });
    const own = await callEndpoint(classesEndpoints.getClassGroup, {
      params: { classGroupId: DEMO_SECONDARY_CLASS.id },
      as: 'schoolDataStaff',
    });
    const other = await callEndpoint(classesEndpoints.getClassGroup, {
      params: { classGroupId: DEMO_CLASS.id },
      as: 'schoolDataStaff',
    });

    // Assess
    expect(classes.data.classGroups.map((classGroup) => classGroup.name)).toContain(DEMO_SECONDARY_CLASS.name);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ administrator: true, school: { id: DEMO_OTHER_SCHOOL_ID } });
    expect(other.status).toBe(404);
  });

  it('changes the managed school only: a class added there, refused at another school', async () => {
    // Act
    const added = await callEndpoint(classesEndpoints.createClassGroup, {
      body: { schoolId: DEMO_OTHER_SCHOOL_ID, name: `Staff ${Date.now().toString(36)}` },
      as: 'schoolDataStaff',
    });
    const refused = await callEndpoint(classesEndpoints.createClassGroup, {
      body: { schoolId: DEMO_SCHOOL_ID, name: 'Not here' },
      as: 'schoolDataStaff',
    });

    // Assess
    expect(added.status).toBe(201);
    expect(refused.status).toBe(404);
    await callEndpoint(classesEndpoints.deleteClassGroups, {
      params: { schoolId: DEMO_OTHER_SCHOOL_ID },
      body: { classGroupIds: [added.data.classGroup.id] },
      as: 'schoolDataStaff',
    });
  });
});
