import type { QueryKey } from '../../../lib/define-query';

/**
 * The reads of School Management are the signed-in teacher's own ('me' keys: dropped when the user
 * changes), all under one key: after any change the teacher's lists are read afresh (classes, class
 * pages, students in no class, the school's teachers).
 */
export const TEACHER_KEY = ['me', 'teacher'] as const satisfies QueryKey;
