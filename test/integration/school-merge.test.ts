import { RUN_BY_CALLER } from '../../functions/domain/core/jobs/job-work';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dataLinkEndpoints } from '../../shared/api/endpoints/data-link';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { schoolMergeEndpoints } from '../../shared/api/endpoints/school-merge';
import type { Job } from '../../shared/schemas/jobs';
import { SCHOOL_MERGE_MESSAGES } from '../../shared/schemas/school-merge';
import {
  addClassMember,
  assignTeacher,
  findClassGroupByCode,
  getClassGroup,
  listSchoolMemberships,
  putClassGroup,
} from '../../functions/data/class-groups';
import { listSchoolServices } from '../../functions/data/school-services';
import { getSchool, schoolCodeClaims } from '../../functions/data/schools';
import { putTeacherTrial } from '../../functions/data/teacher-trials';
import { loadSessionUser } from '../../functions/data/users';
import { runJob } from '../../functions/domain/core/jobs/job-work';
import { schoolMergeWork, startSchoolMerge } from '../../functions/domain/school-merge/school-merge';
import { auditOf } from './support/audit';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { grantSchoolService, inDays, schoolWithMembers, type SchoolWorld } from './support/school-access';

const { lookupSchoolMerge, mergeSchool } = schoolMergeEndpoints;
const { getJob, resumeJob } = jobsEndpoints;

async function settled(jobId: string): Promise<Job> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { job } = (await callEndpoint(getJob, { params: { jobId }, as: 'staff' })).data;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not finish`);
}

/** A school to delete with a class (teacher, student), a subscription and a teacher trial. */
async function schoolToDelete(): Promise<SchoolWorld & { classId: string; classCode: string }> {
  const world = await schoolWithMembers();
  const classCode = `G${randomUUID().slice(0, 7).toUpperCase()}`;
  const group = { id: randomUUID(), schoolId: world.school.id, name: '8G', code: classCode };
  await putClassGroup(group);
  await assignTeacher(group, world.teacher.id, new Date());
  await addClassMember(group, world.student.id, new Date());
  await grantSchoolService(world.school.id, '3', { subscriptionEnd: inDays(200) });
  await putTeacherTrial({
    userId: world.teacher.id,
    schoolId: world.school.id,
    serviceId: '4',
    startedAt: new Date().toISOString(),
    expiry: inDays(10),
  });
  return { ...world, classId: group.id, classCode };
}

/** What the kept school holds after a merge, comparable between two merges. */
async function mergedState(keep: SchoolWorld, removed: SchoolWorld & { classId: string; classCode: string }) {
  const [teacher, admin, student, group, claim, services, places, kept, gone] = await Promise.all([
    loadSessionUser(removed.teacher.id),
    loadSessionUser(removed.schoolAdmin.id),
    loadSessionUser(removed.student.id),
    getClassGroup(removed.classId),
    findClassGroupByCode(removed.classCode),
    listSchoolServices(keep.school.id),
    listSchoolMemberships(keep.school.id),
    getSchool(keep.school.id),
    getSchool(removed.school.id),
  ]);
  return {
    members: [teacher?.schoolId, admin?.schoolId, student?.schoolId].map((id) => id === keep.school.id),
    adminKept: admin?.isSchoolAdmin === true && (kept?.administrators.includes(removed.schoolAdmin.id) ?? false),
    classMoved: group?.schoolId === keep.school.id && claim?.schoolId === keep.school.id,
    placeMoved: places.some((place) => place.userId === removed.student.id && place.classId === removed.classId),
    subscription: services.some((service) => service.serviceId === '3' && service.subscriptionEnd !== null),
    removedGone: gone === null,
  };
}

describe('Merge (school.merge)', () => {
  beforeAll(() => useLocalTable());

  it('looks both schools up side by side', async () => {
    const [keep, remove] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);

    const answer = await callEndpoint(lookupSchoolMerge, {
      params: { schoolId: keep.school.id },
      query: { delete: remove.school.id },
      as: 'staff',
    });

    expect(answer.errors).toEqual([]);
    expect(answer.data.keep).toMatchObject({
      id: keep.school.id,
      name: keep.school.name,
      teachers: 2,
      students: 1,
      classes: 0,
    });
    expect(answer.data.remove).toMatchObject({ id: remove.school.id, city: remove.school.city });
    expect(answer.data.remove.administrators.map((admin) => admin.id)).toEqual([remove.schoolAdmin.id]);
  });

  it('moves every teacher, student, class, subscription and trial into the kept school, deletes the other and records it', async () => {
    // Prepare
    const [keep, remove] = await Promise.all([schoolWithMembers(), schoolToDelete()]);
    const removedCode = remove.school.code;

    // Act
    const started = await callEndpoint(mergeSchool, {
      params: { schoolId: keep.school.id },
      body: { deleteSchoolId: remove.school.id },
      as: 'staff',
    });
    const job = await settled(started.data.job.id);

    // Assess
    expect(started.status).toBe(202);
    expect(job).toMatchObject({
      status: 'succeeded',
      counts: { teachers: 2, students: 1, classes: 1, subscriptions: 1 },
    });
    expect(job.done).toBe(job.total);
    expect(await mergedState(keep, remove)).toEqual({
      members: [true, true, true],
      adminKept: true,
      classMoved: true,
      placeMoved: true,
      subscription: true,
      removedGone: true,
    });
    expect((await loadSessionUser(remove.teacher.id))?.schoolId).toBe(keep.school.id);
    expect((await schoolCodeClaims.get({ code: removedCode }))?.schoolId).toBe(keep.school.id);
    const audit = await auditOf(inject('demo').userIds.staff, 'school.merge');
    expect(
      audit.some((event) => event.schoolId === keep.school.id && event.detail['deleteSchoolId'] === remove.school.id),
    ).toBe(true);
  });

  it("refuses a school with itself ('Can't merge a school with itself'), an unknown id, a school linked to a data source, and a school already being merged", async () => {
    const [keep, remove, third] = await Promise.all([schoolWithMembers(), schoolWithMembers(), schoolWithMembers()]);

    const self = await callEndpoint(lookupSchoolMerge, {
      params: { schoolId: keep.school.id },
      query: { delete: keep.school.id },
      as: 'staff',
    });
    expect(self.status).toBe(422);
    expect(self.errors[0]?.detail).toBe(SCHOOL_MERGE_MESSAGES.sameSchool);
    const selfMerge = await callEndpoint(mergeSchool, {
      params: { schoolId: keep.school.id },
      body: { deleteSchoolId: keep.school.id },
      as: 'staff',
    });
    expect(selfMerge.status).toBe(422);
    expect(selfMerge.errors[0]?.detail).toBe(SCHOOL_MERGE_MESSAGES.sameSchool);
    const unknown = await callEndpoint(mergeSchool, {
      params: { schoolId: keep.school.id },
      body: { deleteSchoolId: 'no-such-school' },
      as: 'staff',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]?.detail).toBe(SCHOOL_MERGE_MESSAGES.noSuchSchool('no-such-school'));
    const blank = await callEndpoint(mergeSchool, {
      params: { schoolId: keep.school.id },
      invalidBody: { deleteSchoolId: ' ' },
      as: 'staff',
    });
    expect(blank.errors[0]?.detail).toBe(SCHOOL_MERGE_MESSAGES.deleteIdRequired);
    // The seed links Bayview College to its Demo SIS record; Hillside is free in this run.
    const link = await callEndpoint(dataLinkEndpoints.linkSchoolToSource, {
      params: { schoolId: third.school.id },
      body: { dataSource: 'demo-sis', dataId: 'demo-sis-hillside' },
      as: 'staff',
    });
    expect(link.errors).toEqual([]);
    const linked = await callEndpoint(mergeSchool, {
      params: { schoolId: keep.school.id },
      body: { deleteSchoolId: third.school.id },
      as: 'staff',
    });
    expect(linked.status).toBe(409);
    expect(linked.errors[0]?.detail).toBe(SCHOOL_MERGE_MESSAGES.removeLinked);

    const staff = await loadSessionUser(inject('demo').userIds.staff);
    if (!staff) throw new Error('no staff account');
    await startSchoolMerge(staff, keep.school.id, remove.school.id, { runner: RUN_BY_CALLER });
    const busy = await callEndpoint(mergeSchool, {
      params: { schoolId: third.school.id },
      body: { deleteSchoolId: remove.school.id },
      as: 'staff',
    });
    expect(busy.status).toBe(409);
    expect(busy.errors[0]?.detail).toBe(SCHOOL_MERGE_MESSAGES.busy);
    expect(await getSchool(third.school.id)).not.toBeNull();
  });

  it('a merge that fails half-way is resumed and ends as an uninterrupted one does, losing no record', async () => {
    // Prepare
    const [keepA, removeA, keepB, removeB] = await Promise.all([
      schoolWithMembers(),
      schoolToDelete(),
      schoolWithMembers(),
      schoolToDelete(),
    ]);
    const staff = await loadSessionUser(inject('demo').userIds.staff);
    if (!staff) throw new Error('no staff account');
    const started = await startSchoolMerge(staff, keepA.school.id, removeA.school.id, { runner: RUN_BY_CALLER });
    let thrown = false;
    const failed = await runJob(started.job.id, schoolMergeWork(), {
      hooks: {
        beforeStep(phase, index) {
          if (phase === 'members' && index === 1 && !thrown) {
            thrown = true;
            throw new Error('the table is away');
          }
        },
      },
    });
    const whileFailed = await getSchool(removeA.school.id);

    // Act
    const resumed = await callEndpoint(resumeJob, { params: { jobId: started.job.id }, as: 'staff' });
    const finished = await settled(started.job.id);
    const reference = await callEndpoint(mergeSchool, {
      params: { schoolId: keepB.school.id },
      body: { deleteSchoolId: removeB.school.id },
      as: 'staff',
    });
    await settled(reference.data.job.id);

    // Assess
    expect(failed).toMatchObject({ status: 'failed', error: SCHOOL_MERGE_MESSAGES.mergeFailed });
    expect(whileFailed?.hidden).toBe(true);
    expect(resumed.status).toBe(202);
    expect(finished.status).toBe('succeeded');
    expect(await mergedState(keepA, removeA)).toEqual(await mergedState(keepB, removeB));
    expect(await mergedState(keepA, removeA)).toMatchObject({ members: [true, true, true], removedGone: true });
  });

  it('retries a step throttled twice by itself and ends as an uninterrupted merge does', async () => {
    // Prepare
    const [keepA, removeA, keepB, removeB] = await Promise.all([
      schoolWithMembers(),
      schoolToDelete(),
      schoolWithMembers(),
      schoolToDelete(),
    ]);
    const staff = await loadSessionUser(inject('demo').userIds.staff);
    if (!staff) throw new Error('no staff account');
    const started = await startSchoolMerge(staff, keepA.school.id, removeA.school.id, { runner: RUN_BY_CALLER });
    const faults = throttledTwice();

    // Act
    const ended = await runJob(started.job.id, schoolMergeWork(), { hooks: faults, policy: QUICK_RETRY });
    const reference = await startSchoolMerge(staff, keepB.school.id, removeB.school.id, { runner: RUN_BY_CALLER });
    await runJob(reference.job.id, schoolMergeWork());

    // Assess
    expect(faults.failures()).toBe(2);
    expect(ended?.status).toBe('succeeded');
    expect(await mergedState(keepA, removeA)).toEqual(await mergedState(keepB, removeB));
  });

  it('fails at once with its message when a step is refused', async () => {
    // Prepare
    const [keep, remove] = await Promise.all([schoolWithMembers(), schoolToDelete()]);
    const staff = await loadSessionUser(inject('demo').userIds.staff);
    if (!staff) throw new Error('no staff account');
    const started = await startSchoolMerge(staff, keep.school.id, remove.school.id, { runner: RUN_BY_CALLER });
    const faults = refusedOnce();

    // Act
    const ended = await runJob(started.job.id, schoolMergeWork(), { hooks: faults, policy: QUICK_RETRY });

    // Assess
    expect(faults.failures()).toBe(1);
    expect(ended).toMatchObject({ status: 'failed', error: SCHOOL_MERGE_MESSAGES.mergeFailed });
    expect(ended?.lines).toContain(PERMANENT_FAULT_DETAIL);
    expect(await getSchool(remove.school.id)).not.toBeNull();
  });

  it('refuses staff without school.merge and school users', async () => {
    const [keep, remove] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);
    for (const as of ['teleStaff', 'schoolDataStaff', 'schoolAdmin'] as const) {
      expect(
        (
          await callEndpoint(mergeSchool, {
            params: { schoolId: keep.school.id },
            body: { deleteSchoolId: remove.school.id },
            as,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await callEndpoint(lookupSchoolMerge, {
            params: { schoolId: keep.school.id },
            query: { delete: remove.school.id },
            as,
          })
        ).status,
      ).toBe(403);
    }
    expect(await getSchool(remove.school.id)).not.toBeNull();
  });
});
