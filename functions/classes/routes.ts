import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * Classes (school-and-family §2, §4 class manager, §6 class visibility). The access rule admits
 * school staff; which classes and students a caller reaches is decided in functions/domain/classes
 * from the class's school, so another school's ids are refused there.
 */
export const classesRoutes = defineRoutes(classesEndpoints, {
  listMyClasses: { handler: 'classes/list-my-classes', access: TEACHER, uses: { table: 'read' } },
  listSchoolClasses: { handler: 'classes/list-school-classes', access: TEACHER, uses: { table: 'read' } },
  getClassGroup: { handler: 'classes/get-class-group', access: TEACHER, uses: { table: 'read' } },
  createClassGroup: { handler: 'classes/create-class-group', access: TEACHER, uses: { table: 'readwrite' } },
  updateClassGroup: { handler: 'classes/update-class-group', access: TEACHER, uses: { table: 'readwrite' } },
  unassignTeacher: { handler: 'classes/unassign-teacher', access: TEACHER, uses: { table: 'readwrite' } },
  addStudents: { handler: 'classes/add-students', access: TEACHER, uses: { table: 'readwrite' } },
  removeStudents: { handler: 'classes/remove-students', access: TEACHER, uses: { table: 'readwrite' } },
  listStudentsInNoClass: { handler: 'classes/list-students-in-no-class', access: TEACHER, uses: { table: 'read' } },
});
