import { classesEndpoints } from '../../../shared/api/endpoints/classes';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

const CLASS_WORK = classWork(CLASS_MESSAGES.noSchool);
/** Manage Classes' own work: the school's administrators (school admins, district administrators, school.manage). */
const SCHOOL_ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: CLASS_MESSAGES.notAdministrator,
});

/**
 * Classes (school-and-family §2, §4 class manager, §6 class visibility). The access rule admits
 * school staff; which classes and students a caller reaches is decided in functions/domain/classes
 * from the class's school, so another school's ids are refused there (404).
 */
export const classesRoutes = defineRoutes(classesEndpoints, {
  listMyClasses: { access: CLASS_WORK, uses: { table: 'read' } },
  listSchoolClasses: { access: CLASS_WORK, uses: { table: 'read' } },
  getClassGroup: { access: CLASS_WORK, uses: { table: 'read' } },
  createClassGroup: { access: CLASS_WORK, uses: { table: 'readwrite' } },
  updateClassGroup: { access: CLASS_WORK, uses: { table: 'readwrite' } },
  unassignTeacher: { access: CLASS_WORK, uses: { table: 'readwrite' } },
  listHandOverTeachers: { access: CLASS_WORK, uses: { table: 'read' } },
  addStudents: { access: CLASS_WORK, uses: { table: 'readwrite' } },
  removeStudents: { access: CLASS_WORK, uses: { table: 'readwrite' } },
  listStudentsInNoClass: {
    access: classWork(CLASS_MESSAGES.noSchool, { administrators: true }),
    uses: { table: 'read' },
  },
  setClassTeachers: { access: SCHOOL_ADMINISTRATORS, uses: { table: 'readwrite' } },
  deleteClassGroups: { access: SCHOOL_ADMINISTRATORS, uses: { table: 'readwrite' } },
});
