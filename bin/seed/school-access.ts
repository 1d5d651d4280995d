import type { SchoolService, TeacherTrial } from '../../shared/schemas/school-access';
import { DEMO_SCHOOL_ID } from './demo-profiles';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What Demo Primary School has, relative to today, so the demo teacher, school admin and student
 * see every school state of the library: Reading Rockets subscribed (120 days left), Spelling Bee
 * in the last month of its subscription (20 days), Maths Quest's subscription ended 30 days ago,
 * and the demo teacher's own trial of Science Lab expired 10 days ago.
 */
export function demoSchoolAccess(
  teacherId: string,
  now: Date,
): { schoolServices: SchoolService[]; teacherTrials: TeacherTrial[] } {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const subscription = (serviceId: string, days: number): SchoolService => ({
    schoolId: DEMO_SCHOOL_ID,
    serviceId,
    subscriptionEnd: inDays(days),
    trialEnd: null,
    perpetual: false,
    updatedAt: now.toISOString(),
  });
  return {
    schoolServices: [subscription('1', 120), subscription('4', 20), subscription('2', -30)],
    teacherTrials: [
      { userId: teacherId, schoolId: DEMO_SCHOOL_ID, serviceId: '3', startedAt: inDays(-40), expiry: inDays(-10) },
    ],
  };
}
