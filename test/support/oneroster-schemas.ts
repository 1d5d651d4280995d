import { Ajv, type SchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The response schemas of OneRoster 1.2's Rostering Service (REST/JSON binding), for the contract
 * tests of `/ims/oneroster/rostering/v1p2/…`.
 *
 * WRITTEN FROM THE SPEC, NOT 1EdTech's FILES. The schemas below were written for this project from
 * the data model of 1EdTech's "OneRoster 1.2 Rostering Service" (the `components.schemas` of its
 * OpenAPI 3 definition, `onerosterv1p2rostersservice_openapi3_v1p0.json`, read for reference): the
 * same classes, fields, required fields, vocabularies and closed objects (`additionalProperties:
 * false`), without 1EdTech's descriptions. 1EdTech's own files are published under its licence
 * (https://www.1edtech.org/license.html) and are not copied into this repository; where the two
 * differ, 1EdTech's definition is right and this file is to be corrected.
 *
 * Three deliberate differences: a collection's array is required (1EdTech's may be left out; this
 * service always sends it, empty or not), the `ext:` pattern of extensible vocabularies is anchored (1EdTech's
 * is not, so any string containing `ext:x` would pass), and `href` must be an absolute URI (the
 * `uri` format, as 1EdTech's).
 */

type Schema = SchemaObject;

const text: Schema = { type: 'string' };
const date: Schema = { type: 'string', format: 'date' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const trueFalse: Schema = { type: 'string', enum: ['true', 'false'] };
const texts: Schema = { type: 'array', items: text };

/** An enumerated vocabulary that a deployment may extend with `ext:` values. */
function vocabulary(values: readonly string[]): Schema {
  return {
    anyOf: [
      { type: 'string', enum: values },
      { type: 'string', pattern: '^ext:[a-zA-Z0-9.\\-_]+$' },
    ],
  };
}

function closed(properties: Record<string, Schema>, required: readonly string[]): Schema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** A GUIDRef: a link to another object by its sourcedId. */
function guidRef(type: string): Schema {
  return closed({ href: { type: 'string', format: 'uri' }, sourcedId: text, type: { type: 'string', enum: [type] } }, [
    'href',
    'sourcedId',
    'type',
  ]);
}

const refs = (type: string): Schema => ({ type: 'array', items: guidRef(type) });

/** Every class of the model is a Base: sourcedId, status, dateLastModified (UTC), metadata. */
function entity(properties: Record<string, Schema>, required: readonly string[]): Schema {
  return closed(
    {
      sourcedId: text,
      status: { type: 'string', enum: ['active', 'tobedeleted'] },
      dateLastModified: dateTime,
      metadata: { type: 'object' },
      ...properties,
    },
    ['sourcedId', 'status', 'dateLastModified', ...required],
  );
}

const academicSession = entity(
  {
    title: text,
    startDate: date,
    endDate: date,
    type: vocabulary(['gradingPeriod', 'semester', 'schoolYear', 'term']),
    parent: guidRef('academicSession'),
    children: refs('academicSession'),
    schoolYear: text,
  },
  ['title', 'startDate', 'endDate', 'type', 'schoolYear'],
);

const klass = entity(
  {
    title: text,
    classCode: text,
    classType: vocabulary(['homeroom', 'scheduled']),
    location: text,
    grades: texts,
    subjects: texts,
    course: guidRef('course'),
    school: guidRef('org'),
    terms: { type: 'array', minItems: 1, items: guidRef('academicSession') },
    subjectCodes: texts,
    periods: texts,
    resources: refs('resource'),
  },
  ['title', 'course', 'school', 'terms'],
);

const course = entity(
  {
    title: text,
    schoolYear: guidRef('academicSession'),
    courseCode: text,
    grades: texts,
    subjects: texts,
    org: guidRef('org'),
    subjectCodes: texts,
    resources: refs('resource'),
  },
  ['title', 'courseCode'],
);

const demographics = entity(
  {
    birthDate: date,
    sex: vocabulary(['male', 'female', 'unspecified', 'other']),
    americanIndianOrAlaskaNative: trueFalse,
    asian: trueFalse,
    blackOrAfricanAmerican: trueFalse,
    nativeHawaiianOrOtherPacificIslander: trueFalse,
    white: trueFalse,
    demographicRaceTwoOrMoreRaces: trueFalse,
    hispanicOrLatinoEthnicity: trueFalse,
    countryOfBirthCode: text,
    stateOfBirthAbbreviation: text,
    cityOfBirth: text,
    publicSchoolResidenceStatus: text,
  },
  [],
);

const enrollment = entity(
  {
    user: guidRef('user'),
    class: guidRef('class'),
    school: guidRef('org'),
    role: vocabulary(['administrator', 'proctor', 'student', 'teacher']),
    primary: trueFalse,
    beginDate: date,
    endDate: date,
  },
  ['user', 'class', 'school', 'role'],
);

const org = entity(
  {
    name: text,
    type: vocabulary(['department', 'district', 'local', 'national', 'school', 'state']),
    identifier: text,
    parent: guidRef('org'),
    children: refs('org'),
  },
  ['name', 'type', 'identifier'],
);

const role = closed(
  {
    roleType: { type: 'string', enum: ['primary', 'secondary'] },
    role: vocabulary([
      'aide',
      'counselor',
      'districtAdministrator',
      'guardian',
      'parent',
      'principal',
      'proctor',
      'relative',
      'siteAdministrator',
      'student',
      'systemAdministrator',
      'teacher',
    ]),
    org: guidRef('org'),
    userProfile: { type: 'string', format: 'uri' },
    beginDate: date,
    endDate: date,
  },
  ['roleType', 'role', 'org'],
);

const userProfile = closed(
  {
    profileId: { type: 'string', format: 'uri' },
    profileType: text,
    vendorId: text,
    applicationId: text,
    description: text,
    credentials: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: text, username: text, password: text },
        required: ['type', 'username'],
      },
    },
  },
  ['profileId', 'profileType', 'vendorId'],
);

const user = entity(
  {
    userMasterIdentifier: text,
    username: text,
    userIds: { type: 'array', items: closed({ type: text, identifier: text }, ['type', 'identifier']) },
    enabledUser: trueFalse,
    givenName: text,
    familyName: text,
    middleName: text,
    preferredFirstName: text,
    preferredMiddleName: text,
    preferredLastName: text,
    pronouns: text,
    roles: { type: 'array', minItems: 1, items: role },
    userProfiles: { type: 'array', items: userProfile },
    primaryOrg: guidRef('org'),
    identifier: text,
    email: text,
    sms: text,
    phone: text,
    agents: refs('user'),
    grades: texts,
    password: text,
    resources: refs('resource'),
  },
  ['enabledUser', 'givenName', 'familyName', 'roles'],
);

/** The binding's codeMinor vocabulary; the 1.2 Rostering Service has no `invalid_sort_field`. */
const imsxStatusInfo = closed(
  {
    imsx_codeMajor: { type: 'string', enum: ['success', 'processing', 'failure', 'unsupported'] },
    imsx_severity: { type: 'string', enum: ['status', 'warning', 'error'] },
    imsx_description: text,
    imsx_CodeMinor: closed(
      {
        imsx_codeMinorField: {
          type: 'array',
          minItems: 1,
          items: closed(
            {
              imsx_codeMinorFieldName: text,
              imsx_codeMinorFieldValue: {
                type: 'string',
                enum: [
                  'fullsuccess',
                  'invalid_filter_field',
                  'invalid_selection_field',
                  'invaliddata',
                  'unauthorisedrequest',
                  'forbidden',
                  'server_busy',
                  'unknownobject',
                  'internal_server_error',
                ],
              },
            },
            ['imsx_codeMinorFieldName', 'imsx_codeMinorFieldValue'],
          ),
        },
      },
      ['imsx_codeMinorField'],
    ),
  },
  ['imsx_codeMajor', 'imsx_severity'],
);

/**
 * Each kind of answer: its wrapper key and record. A collection (`users`) holds an array under
 * the plural; a single object (`user`) the record under the singular. `/students`, `/teachers`
 * answer `users`/`user`, `/schools` `orgs`/`org`, `/terms` and `/gradingPeriods`
 * `academicSessions`/`academicSession`; one demographics record is wrapped as `demographics` too
 * (the kind `demographic` here).
 */
const KINDS = {
  users: { key: 'users', record: user, many: true },
  user: { key: 'user', record: user, many: false },
  orgs: { key: 'orgs', record: org, many: true },
  org: { key: 'org', record: org, many: false },
  academicSessions: { key: 'academicSessions', record: academicSession, many: true },
  academicSession: { key: 'academicSession', record: academicSession, many: false },
  courses: { key: 'courses', record: course, many: true },
  course: { key: 'course', record: course, many: false },
  classes: { key: 'classes', record: klass, many: true },
  class: { key: 'class', record: klass, many: false },
  enrollments: { key: 'enrollments', record: enrollment, many: true },
  enrollment: { key: 'enrollment', record: enrollment, many: false },
  demographics: { key: 'demographics', record: demographics, many: true },
  demographic: { key: 'demographics', record: demographics, many: false },
} as const;

export type RosterResponseKind = keyof typeof KINDS | 'imsx';

/**
 * The schema of one kind of answer. With `fields` (the request's `fields` parameter) a record
 * need hold only the required fields among those selected, as the binding's field selection
 * returns nothing else.
 */
export function rosterResponseSchema(kind: RosterResponseKind, fields?: readonly string[]): Schema {
  if (kind === 'imsx') return imsxStatusInfo;
  const { key, record, many } = KINDS[kind];
  const selected = fields
    ? { ...record, required: (record.required as string[]).filter((name) => fields.includes(name)) }
    : record;
  return closed({ [key]: many ? { type: 'array', items: selected } : selected }, [key]);
}

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

/**
 * Throws, listing every way the body breaks the schema, unless it is a valid OneRoster 1.2 answer
 * of the kind: a collection (`users`, `classes`, `enrollments`, `orgs`, `academicSessions`,
 * `courses`, `demographics`), one object (`user`, `class`, `enrollment`, `org`, `academicSession`,
 * `course`, `demographic`) or a status report (`imsx`).
 */
export function expectValidRosterResponse(
  kind: RosterResponseKind,
  body: unknown,
  options: { fields?: readonly string[] } = {},
): void {
  const cacheKey = `${kind}:${options.fields?.join(',') ?? '*'}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(rosterResponseSchema(kind, options.fields));
    compiled.set(cacheKey, validate);
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? []).map((error) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`.trim(),
    );
    throw new Error(`Not a valid OneRoster 1.2 '${kind}' answer:\n  ${errors.join('\n  ')}`);
  }
}
