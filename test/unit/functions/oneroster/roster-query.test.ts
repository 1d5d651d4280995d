import { describe, expect, it } from 'vitest';
import {
  applyRosterQuery,
  parseRosterQuery,
  type RosterCollection,
} from '../../../../functions/domain/oneroster/query/roster-query';
import { RosterRequestError } from '../../../../functions/domain/oneroster/query/imsx-status';
import { parseRosterFilter } from '../../../../functions/domain/oneroster/query/roster-filter';

interface TestUser {
  sourcedId: string;
  status: 'active' | 'tobedeleted';
  dateLastModified: string;
  givenName: string;
  familyName: string;
  email?: string;
  enabledUser: 'true' | 'false';
  grades?: string[];
  roles: { roleType: string; role: string; org: { sourcedId: string } }[];
  birthYear?: number;
  hasPhoto?: boolean;
}

const users: TestUser[] = [
  {
    sourcedId: 'u1',
    status: 'active',
    dateLastModified: '2026-12-02T09:30:00.000Z',
    givenName: 'Ada',
    familyName: 'Lovelace',
    email: 'ada@school.example',
    enabledUser: 'true',
    grades: ['09'],
    roles: [{ roleType: 'primary', role: 'student', org: { sourcedId: 'school-1' } }],
    birthYear: 2011,
    hasPhoto: true,
  },
  {
    sourcedId: 'u2',
    status: 'tobedeleted',
    dateLastModified: '2026-11-20T00:00:00.000Z',
    givenName: 'Bea',
    familyName: "O'Brien",
    email: 'bea@school.example',
    enabledUser: 'false',
    grades: ['10', '11'],
    roles: [{ roleType: 'primary', role: 'teacher', org: { sourcedId: 'school-2' } }],
    birthYear: 1990,
    hasPhoto: false,
  },
  {
    sourcedId: 'u3',
    status: 'active',
    dateLastModified: '2026-12-01T00:00:00Z',
    givenName: 'Cy',
    familyName: 'adams',
    enabledUser: 'true',
    roles: [
      { roleType: 'primary', role: 'teacher', org: { sourcedId: 'school-1' } },
      { roleType: 'secondary', role: 'student', org: { sourcedId: 'school-2' } },
    ],
  },
];

const USERS: RosterCollection<TestUser> = {
  name: 'users',
  fields: [
    'sourcedId',
    'status',
    'dateLastModified',
    'givenName',
    'familyName',
    'email',
    'enabledUser',
    'grades',
    'roles',
    'birthYear',
    'hasPhoto',
  ],
  filterPaths: ['roles.role', 'roles.org.sourcedId'],
};

/** The sourcedIds a request's parameters select, in order. */
function ids(params: Record<string, string | undefined>): string[] {
  return applyRosterQuery(users, parseRosterQuery(params, USERS)).page.map((user) => user.sourcedId ?? '?');
}

function refusal(params: Record<string, string | undefined>): RosterRequestError {
  try {
    parseRosterQuery(params, USERS);
  } catch (error) {
    if (error instanceof RosterRequestError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(params)} to be refused`);
}

describe("the REST binding's own examples", () => {
  const jones: TestUser = {
    ...(users[0] as TestUser),
    sourcedId: 'u4',
    familyName: 'jones',
    dateLastModified: '2015-06-01T00:00:00Z',
  };
  const oldJones = { ...jones, sourcedId: 'u5', dateLastModified: '2014-12-31T23:59:59Z' };

  it("filter=familyName='jones' AND dateLastModified>'2015-01-01'", () => {
    const query = parseRosterQuery({ filter: "familyName='jones' AND dateLastModified>'2015-01-01'" }, USERS);
    expect(query.filter).toEqual({
      logical: 'AND',
      clauses: [
        { field: 'familyName', predicate: '=', value: 'jones' },
        { field: 'dateLastModified', predicate: '>', value: '2015-01-01' },
      ],
    });
    expect(applyRosterQuery([...users, jones, oldJones], query).page.map((user) => user.sourcedId)).toEqual(['u4']);
  });

  it('sort=familyName&orderBy=asc, fields=givenName,familyName, limit=10&offset=10', () => {
    expect(parseRosterQuery({ sort: 'familyName', orderBy: 'asc' }, USERS).sort).toEqual({
      fields: ['familyName'],
      order: 'asc',
    });
    expect(parseRosterQuery({ fields: 'givenName,familyName' }, USERS).fields).toEqual(['givenName', 'familyName']);
    expect(parseRosterQuery({ limit: '10', offset: '10' }, USERS)).toEqual({ limit: 10, offset: 10 });
  });
});

describe('parseRosterQuery: paging', () => {
  it('pages 100 records from the first by default', () => {
    expect(parseRosterQuery({}, USERS)).toEqual({ limit: 100, offset: 0 });
  });

  it('takes limit and offset, and treats empty parameters as absent', () => {
    expect(parseRosterQuery({ limit: '2', offset: '4' }, USERS)).toMatchObject({ limit: 2, offset: 4 });
    expect(parseRosterQuery({ limit: '', offset: ' ', sort: '', fields: '', filter: '' }, USERS)).toEqual({
      limit: 100,
      offset: 0,
    });
  });

  it('serves a limit over 10,000 as 10,000 pages', () => {
    expect(parseRosterQuery({ limit: '10000' }, USERS).limit).toBe(10_000);
    expect(parseRosterQuery({ limit: '50000' }, USERS).limit).toBe(10_000);
    expect(parseRosterQuery({ limit: '100000000000000000000' }, USERS).limit).toBe(10_000);
  });

  it.each([
    ['limit', '0', "limit must be a whole number of 1 or more, not '0'."],
    ['limit', '-5', "limit must be a whole number of 1 or more, not '-5'."],
    ['limit', '2.5', "limit must be a whole number of 1 or more, not '2.5'."],
    ['limit', 'ten', "limit must be a whole number of 1 or more, not 'ten'."],
    ['limit', '1e3', "limit must be a whole number of 1 or more, not '1e3'."],
    ['offset', '-1', "offset must be a whole number of 0 or more, not '-1'."],
    ['offset', 'x', "offset must be a whole number of 0 or more, not 'x'."],
    ['offset', '99999999999999999999', "offset must be a whole number of 0 or more, not '99999999999999999999'."],
  ])('refuses %s=%s with invaliddata', (name, value, description) => {
    expect(refusal({ [name]: value })).toMatchObject({ status: 400, codeMinor: 'invaliddata', description });
  });
});

describe('parseRosterQuery and applyRosterQuery: fields', () => {
  it('returns only the selected fields', () => {
    const { page } = applyRosterQuery(users, parseRosterQuery({ fields: 'sourcedId, givenName' }, USERS));
    expect(page).toEqual([
      { sourcedId: 'u1', givenName: 'Ada' },
      { sourcedId: 'u2', givenName: 'Bea' },
      { sourcedId: 'u3', givenName: 'Cy' },
    ]);
  });

  it('leaves out a selected field a record does not have, and ignores repeats and empty entries', () => {
    const query = parseRosterQuery({ fields: 'sourcedId,email,,email' }, USERS);
    expect(query.fields).toEqual(['sourcedId', 'email']);
    expect(applyRosterQuery(users, query).page[2]).toEqual({ sourcedId: 'u3' });
  });

  it('refuses an unknown field with invalid_selection_field naming it', () => {
    expect(refusal({ fields: 'sourcedId,nickname' })).toMatchObject({
      status: 400,
      codeMinor: 'invalid_selection_field',
      description:
        "fields: 'nickname' is not a field of users; its fields are sourcedId, status, dateLastModified, givenName, familyName, email, enabledUser, grades, roles, birthYear, hasPhoto.",
    });
    expect(refusal({ fields: 'nickname,shoeSize' }).description).toMatch(
      /^fields: 'nickname', 'shoeSize' are not fields of users;/,
    );
  });

  it('does not select a nested path', () => {
    expect(refusal({ fields: 'roles.role' }).codeMinor).toBe('invalid_selection_field');
  });
});

describe('parseRosterQuery and applyRosterQuery: sort', () => {
  it('sorts ascending by default, by Unicode collation (case does not split the order)', () => {
    expect(ids({ sort: 'familyName' })).toEqual(['u3', 'u1', 'u2']);
  });

  it('sorts descending with orderBy=desc', () => {
    expect(ids({ sort: 'familyName', orderBy: 'desc' })).toEqual(['u2', 'u1', 'u3']);
  });

  it('sorts dates as dates, whatever their precision', () => {
    expect(ids({ sort: 'dateLastModified' })).toEqual(['u2', 'u3', 'u1']);
  });

  it('sorts numbers as numbers and puts a record without the field last either way', () => {
    expect(ids({ sort: 'birthYear' })).toEqual(['u2', 'u1', 'u3']);
    expect(ids({ sort: 'birthYear', orderBy: 'desc' })).toEqual(['u1', 'u2', 'u3']);
  });

  it('sorts by several fields in turn', () => {
    expect(ids({ sort: 'status,givenName', orderBy: 'desc' })).toEqual(['u2', 'u3', 'u1']);
  });

  it('keeps the order records came in without sort, and ignores orderBy then', () => {
    expect(ids({ orderBy: 'desc' })).toEqual(['u1', 'u2', 'u3']);
  });

  it('refuses an unknown sort field with invalid_selection_field (1.2 has no invalid_sort_field)', () => {
    expect(refusal({ sort: 'shoeSize' })).toMatchObject({
      status: 400,
      codeMinor: 'invalid_selection_field',
      description:
        "sort: users cannot be sorted by 'shoeSize'; sort by one of sourcedId, status, dateLastModified, givenName, familyName, email, enabledUser, grades, roles, birthYear, hasPhoto.",
    });
  });

  it('refuses an orderBy other than asc or desc', () => {
    expect(refusal({ sort: 'familyName', orderBy: 'up' })).toMatchObject({
      status: 400,
      codeMinor: 'invaliddata',
      description: "orderBy must be asc or desc, not 'up'.",
    });
  });
});

describe('filter: each predicate', () => {
  it.each([
    // The issue's and the binding's own examples first.
    ["email='ada@school.example'", ['u1']],
    ["status='active'", ['u1', 'u3']],
    ["dateLastModified>'2026-12-01T00:00:00Z'", ['u1']],
    ["status!='active'", ['u2']],
    ["dateLastModified>='2026-12-01T00:00:00Z'", ['u1', 'u3']],
    ["dateLastModified<'2026-12-01T00:00:00Z'", ['u2']],
    ["dateLastModified<='2026-12-01T00:00:00.000Z'", ['u2', 'u3']],
    ["familyName~'LOVE'", ['u1']],
    ["email~'@school.example'", ['u1', 'u2']],
    ["familyName>'M'", ['u2']],
  ])('%s', (filter, expected) => {
    expect(ids({ filter })).toEqual(expected);
  });

  it('compares dates with dates, a date alone being midnight UTC', () => {
    expect(ids({ filter: "dateLastModified>='2026-12-01'" })).toEqual(['u1', 'u3']);
    expect(ids({ filter: "dateLastModified='2026-12-01T00:00:00.000Z'" })).toEqual(['u3']);
    expect(ids({ filter: "dateLastModified>'2026-12-02T10:30:00+02:00'" })).toEqual(['u1']);
  });

  it('compares numbers as numbers and booleans as true or false', () => {
    expect(ids({ filter: "birthYear>'2000'" })).toEqual(['u1']);
    expect(ids({ filter: 'birthYear<=1990' })).toEqual(['u2']);
    expect(ids({ filter: "hasPhoto='true'" })).toEqual(['u1']);
    expect(ids({ filter: 'hasPhoto=false' })).toEqual(['u2']);
    expect(ids({ filter: "birthYear='old'" })).toEqual([]);
  });

  it('matches an array field when any value does, and != when none does', () => {
    expect(ids({ filter: "grades='11'" })).toEqual(['u2']);
    expect(ids({ filter: "grades!='09'" })).toEqual(['u2', 'u3']);
  });

  it('filters on a nested path through an array (a user of any role in the school)', () => {
    expect(ids({ filter: "roles.role='teacher'" })).toEqual(['u2', 'u3']);
    expect(ids({ filter: "roles.org.sourcedId='school-2'" })).toEqual(['u2', 'u3']);
    expect(ids({ filter: "roles.role!='student'" })).toEqual(['u2']);
  });

  it('treats a missing value as matching only !=', () => {
    expect(ids({ filter: "email='x'" })).toEqual([]);
    expect(ids({ filter: "email!='ada@school.example'" })).toEqual(['u2', 'u3']);
    expect(ids({ filter: "email~'a'" })).toEqual(['u1', 'u2']);
  });

  it('reads a doubled quote as a quote, and spaces and operators inside quotes as text', () => {
    expect(ids({ filter: "familyName='O''Brien'" })).toEqual(['u2']);
    expect(parseRosterFilter("givenName='Ada AND Bea>=x'").clauses).toEqual([
      { field: 'givenName', predicate: '=', value: 'Ada AND Bea>=x' },
    ]);
  });

  it('allows spaces around the predicate', () => {
    expect(ids({ filter: "  status = 'tobedeleted'  " })).toEqual(['u2']);
  });
});

describe('filter: AND and OR', () => {
  it('joins predicates with AND', () => {
    expect(ids({ filter: "status='active' AND roles.role='teacher'" })).toEqual(['u3']);
    expect(ids({ filter: "status='active' AND familyName~'a' AND givenName='Cy'" })).toEqual(['u3']);
  });

  it('joins predicates with OR', () => {
    expect(ids({ filter: "givenName='Ada' OR givenName='Bea'" })).toEqual(['u1', 'u2']);
    expect(ids({ filter: "givenName='Ada' OR givenName='Bea' OR givenName='Cy'" })).toEqual(['u1', 'u2', 'u3']);
  });

  it('filters before it sorts, counts and pages', () => {
    const query = parseRosterQuery(
      {
        filter: "status='active' OR familyName='O''Brien'",
        sort: 'givenName',
        orderBy: 'desc',
        limit: '1',
        offset: '1',
      },
      USERS,
    );
    expect(applyRosterQuery(users, query)).toEqual({ page: [users[1]], total: 3 });
  });

  it('pages past the end to an empty page with the whole count', () => {
    expect(applyRosterQuery(users, parseRosterQuery({ offset: '10' }, USERS))).toEqual({ page: [], total: 3 });
  });
});

describe('filter: refusals', () => {
  it.each([
    ["status='active' AND givenName='Ada' OR givenName='Bea'", 'invalid_filter_field', 'mixes AND and OR'],
    ["status='active' and givenName='Ada'", 'invalid_filter_field', 'needs AND or OR between its predicates'],
    ["status='active' givenName='Ada'", 'invalid_filter_field', 'needs AND or OR between its predicates'],
    ["status='active' AND", 'invalid_filter_field', 'needs a field name at position 20'],
    ["='active'", 'invalid_filter_field', 'needs a field name at position 1'],
    ['status', 'invalid_filter_field', 'needs one of = != > >= < <= ~ after'],
    ["status=='active'", 'invalid_filter_field', 'needs a value in single quotes'],
    ['status=', 'invalid_filter_field', 'needs a value in single quotes'],
    ["status='active", 'invalid_filter_field', 'without its closing single quote'],
    ["nickname='Ada'", 'invalid_filter_field', "users cannot be filtered on 'nickname'; filter on one of sourcedId"],
    ["roles.grade='5'", 'invalid_filter_field', "users cannot be filtered on 'roles.grade'"],
    [
      "dateLastModified>'yesterday'",
      'invaliddata',
      "dateLastModified is a date: compare it with a date such as '2026-12-01'",
    ],
    ["dateLastModified>'2026-13-45'", 'invaliddata', 'dateLastModified is a date'],
  ])('refuses %s', (filter, codeMinor, description) => {
    const error = refusal({ filter });
    expect(error).toMatchObject({ status: 400, codeMinor });
    expect(error.description).toContain(description);
  });

  it('takes 100 predicates and refuses a 101st', () => {
    const names = (count: number) =>
      Array.from({ length: count }, (_, i) => `givenName='${i === 0 ? 'Ada' : `n${i}`}'`).join(' OR ');
    expect(ids({ filter: names(100) })).toEqual(['u1']);
    expect(refusal({ filter: names(101) })).toMatchObject({
      codeMinor: 'invalid_filter_field',
      description: 'The filter has more than 100 predicates; split it into several requests.',
    });
  });

  it('lets ~ search a date field as text', () => {
    expect(ids({ filter: "dateLastModified~'2026-11'" })).toEqual(['u2']);
  });
});
