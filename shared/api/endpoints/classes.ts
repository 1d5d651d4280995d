import {
  classCreateSchema,
  classesDeletedResponseSchema,
  classGroupIdParamsSchema,
  classGroupIdsSchema,
  classGroupResponseSchema,
  classGroupWriteResponseSchema,
  classTeachersSchema,
  classUpdateSchema,
  myClassesResponseSchema,
  schoolClassesResponseSchema,
  studentIdsSchema,
  studentsChangeResponseSchema,
  studentsInNoClassResponseSchema,
  unassignTeacherSchema,
  handOverTeachersResponseSchema,
} from '../../schemas/classes';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Classes (school-and-family §2 My Classes, Class page, Students In No Class, §4 class manager,
 * §7 addStudents, removeStudents, unassignTeacher). A teacher reaches only the classes they are
 * assigned to; school administrators, district administrators and school.manage holders all of the
 * school's. Another school's ids are 404 to a teacher (the class is not theirs to know of).
 */
export const classesEndpoints = defineEndpoints('classes', {
  listMyClasses: defineEndpoint({
    method: 'GET',
    path: '/api/me/class-groups',
    summary:
      'My Classes: the classes the signed-in teacher is assigned to, by name. 403 for a teacher without a school.',
    response: myClassesResponseSchema,
  }),
  listSchoolClasses: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/class-groups',
    summary:
      "The school's classes the caller may see (§6 class visibility: all of them for its administrators, district administrators and school.manage; a teacher's own otherwise), with the number of students in no class: Manage Classes and the class manager's lists.",
    params: schoolIdParamsSchema,
    response: schoolClassesResponseSchema,
  }),
  getClassGroup: defineEndpoint({
    method: 'GET',
    path: '/api/class-groups/{classGroupId}',
    summary:
      'The class page: the class, its school (restricted accounts, hidden Student ID, administrators) and its students sorted by name, without passwords.',
    params: classGroupIdParamsSchema,
    response: classGroupResponseSchema,
  }),
  createClassGroup: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups',
    summary:
      'Add Class: a class of the caller’s school (or of a school they administer) with a new unique class code; the caller is its teacher.',
    body: classCreateSchema,
    response: classGroupWriteResponseSchema,
    successStatus: 201,
  }),
  updateClassGroup: defineEndpoint({
    method: 'PATCH',
    path: '/api/class-groups/{classGroupId}',
    summary: 'Edit Class Details, or rename by double-click: the class name.',
    params: classGroupIdParamsSchema,
    body: classUpdateSchema,
    response: classGroupWriteResponseSchema,
  }),
  unassignTeacher: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups/{classGroupId}/unassign-teacher',
    summary:
      "Leave Class (the caller's own id) or, for the school's administrators, taking a teacher off a class. 409 'You cannot leave this class because you are not assigned to it.' when the teacher is not assigned; 409 when the class would be left without a teacher, unless `handTo` names a teacher of the school to hand it to (assigned in the same transaction). Audited.",
    params: classGroupIdParamsSchema,
    body: unassignTeacherSchema,
    response: classGroupWriteResponseSchema,
  }),
  listHandOverTeachers: defineEndpoint({
    method: 'GET',
    path: '/api/class-groups/{classGroupId}/hand-over-teachers',
    summary:
      "Leave Class by a class's only teacher: the other teachers of the class's school, by name, to hand the class to. For whoever reaches the class (404 otherwise).",
    params: classGroupIdParamsSchema,
    response: handOverTeachersResponseSchema,
  }),
  addStudents: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups/{classGroupId}/add-students',
    summary:
      "The class manager's copy (and the first half of a move): puts students of the class's school in the class; students already in it are unchanged.",
    params: classGroupIdParamsSchema,
    body: studentIdsSchema,
    response: studentsChangeResponseSchema,
  }),
  removeStudents: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups/{classGroupId}/remove-students',
    summary: 'Remove From Class (and the second half of a move): takes students out of the class; their accounts stay.',
    params: classGroupIdParamsSchema,
    body: studentIdsSchema,
    response: studentsChangeResponseSchema,
  }),
  listStudentsInNoClass: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/students-in-no-class',
    summary:
      "Students In No Class: the school's students without a class, sorted by name. The school's administrators (and district administrators, school.manage) only.",
    params: schoolIdParamsSchema,
    response: studentsInNoClassResponseSchema,
  }),
  setClassTeachers: defineEndpoint({
    method: 'PUT',
    path: '/api/class-groups/{classGroupId}/teachers',
    summary:
      "Manage Classes, the Teacher field: the class's teachers replaced in one go by these teachers of its school (the school's administrators only; a teacher of another school is 422 naming them). Audited.",
    params: classGroupIdParamsSchema,
    body: classTeachersSchema,
    response: classGroupWriteResponseSchema,
  }),
  deleteClassGroups: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/delete-class-groups',
    summary:
      "Delete Classes: the classes, their codes, and their teachers' and students' places (the school's administrators only). The students stay in the school, some now in no class. Audited.",
    params: schoolIdParamsSchema,
    body: classGroupIdsSchema,
    response: classesDeletedResponseSchema,
  }),
});
