import { classesEndpoints } from '../../../../../shared/api/endpoints/classes';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { TEACHER_KEY } from './keys';

/** The classes area (My Classes, the class page, Manage Classes, the class manager). */
export const listMyClasses = defineQuery(classesEndpoints.listMyClasses, { queryKey: [...TEACHER_KEY, 'my-classes'] });
export const getClassGroup = defineQuery(classesEndpoints.getClassGroup, { queryKey: [...TEACHER_KEY, 'class-group'] });
export const listSchoolClasses = defineQuery(classesEndpoints.listSchoolClasses, {
  queryKey: [...TEACHER_KEY, 'school-classes'],
});
/** Leave Class by a class's only teacher: the school's other teachers to hand it to. */
export const listHandOverTeachers = defineQuery(classesEndpoints.listHandOverTeachers, {
  queryKey: [...TEACHER_KEY, 'hand-over-teachers'],
});
export const listStudentsInNoClass = defineQuery(classesEndpoints.listStudentsInNoClass, {
  queryKey: [...TEACHER_KEY, 'students-in-no-class'],
});

export const createClassGroup = defineMutation(classesEndpoints.createClassGroup, { invalidates: [TEACHER_KEY] });
/** Edit Class Details, or rename by double-click. */
export const updateClassGroup = defineMutation(classesEndpoints.updateClassGroup, { invalidates: [TEACHER_KEY] });
/** Leave Class: the caller's own id. */
export const unassignTeacher = defineMutation(classesEndpoints.unassignTeacher, { invalidates: [TEACHER_KEY] });
export const setClassTeachers = defineMutation(classesEndpoints.setClassTeachers, { invalidates: [TEACHER_KEY] });
export const deleteClassGroups = defineMutation(classesEndpoints.deleteClassGroups, {
  invalidates: [TEACHER_KEY],
  invalidateOn: 'settled',
});
/** The class manager's copy and move: add to one class. */
export const addStudents = defineMutation(classesEndpoints.addStudents, {
  invalidates: [TEACHER_KEY],
  invalidateOn: 'settled',
});
/** Remove From Class, and the class manager's move: take out of one class. */
export const removeStudents = defineMutation(classesEndpoints.removeStudents, {
  invalidates: [TEACHER_KEY],
  invalidateOn: 'settled',
});
