import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { classWork } from '../platform/access';
import { defineRoutes } from '../platform/route';

const CLASS_WORK = classWork(CLASS_MESSAGES.noSchool);
/** Manage Classes' own work: the school's administrators (school admins, district administrators, school.manage). */
const SCHOOL_ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, { administrators: true, notAdministrator: CLASS_MESSAGES.notAdministrator });

/**
 * Classes (school-and-family §2, §4 class manager, §6 class visibility). The access rule admits
 * school staff; which classes and students a caller reaches is decided in functions/domain/classes
 * from the class's school, so another school's ids are refused there (404).
 */
export const classesRoutes = defineRoutes(classesEndpoints, {
  listMyClasses: { handler: 'classes/list-my-classes', access: CLASS_WORK, uses: { table: 'read' } },
  listSchoolClasses: { handler: 'classes/list-school-classes', access: CLASS_WORK, uses: { table: 'read' } },
  getClassGroup: { handler: 'classes/get-class-group', access: CLASS_WORK, uses: { table: 'read' } },
  createClassGroup: { handler: 'classes/create-class-group', access: CLASS_WORK, uses: { table: 'readwrite' } },
  updateClassGroup: { handler: 'classes/update-class-group', access: CLASS_WORK, uses: { table: 'readwrite' } },
  unassignTeacher: { handler: 'classes/unassign-teacher', access: CLASS_WORK, uses: { table: 'readwrite' } },
  addStudents: { handler: 'classes/add-students', access: CLASS_WORK, uses: { table: 'readwrite' } },
  removeStudents: { handler: 'classes/remove-students', access: CLASS_WORK, uses: { table: 'readwrite' } },
  listStudentsInNoClass: {
    handler: 'classes/list-students-in-no-class',
    access: classWork(CLASS_MESSAGES.noSchool, { administrators: true }),
    uses: { table: 'read' },
  },
  setClassTeachers: { handler: 'classes/set-class-teachers', access: SCHOOL_ADMINISTRATORS, uses: { table: 'readwrite' } },
  deleteClassGroups: { handler: 'classes/delete-class-groups', access: SCHOOL_ADMINISTRATORS, uses: { table: 'readwrite' } },
});
