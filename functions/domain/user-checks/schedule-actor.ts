/** Who owns the scheduled inactive-student clean-up's jobs and audit entries (its runs are listed under this owner). */
export const SCHEDULE_ACTOR = 'system:inactive-students-schedule';
