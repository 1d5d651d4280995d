import { beforeAll, describe, expect, it } from 'vitest';
import type { RosterUser } from '../../functions/domain/oneroster/roster/roster-records';
import { expectValidRosterResponse } from '../support/oneroster-schemas';
import { useLocalTable } from './support/local-table';
import { imsxOf, readRoster, recordsOf, rosterSchool, rosterToken, type RosterSchoolWorld } from './support/oneroster';

/**
 * The query language on the service's collections (docs/using/oneroster-api.md 'Filtering, sorting
 * and paging'): each filter operator, AND/OR, sort, fields, limit/offset with X-Total-Count and
 * Link, and each bad parameter's imsx_StatusInfo. A school of its own, so totals are exact.
 */
let world: RosterSchoolWorld;
let token: string;
let students: RosterUser[];
const studentsOf = (query = '') => `/schools/${world.school.id}/students${query ? `?${query}` : ''}`;
const filter = (text: string) => `filter=${encodeURIComponent(text)}`;

beforeAll(async () => {
  useLocalTable();
  world = await rosterSchool({ classes: 2, students: 5 });
  ({ token } = await rosterToken());
  students = recordsOf(await readRoster(studentsOf('sort=username'), token), 'users') as unknown as RosterUser[];
}, 60_000);

async function usernames(query: string): Promise<string[]> {
  const answer = await readRoster(studentsOf(query), token);
  expectValidRosterResponse('users', answer.body);
  return (recordsOf(answer, 'users') as unknown as RosterUser[]).map((user) => user.username);
}

describe('filter', () => {
  it('answers each operator: = != > >= < <= ~', async () => {
    // Prepare
    const names = students.map((user) => user.username);
    const middle = names[2] ?? '';

    // Act + Assess
    expect(await usernames(filter(`username='${middle}'`))).toEqual([middle]);
    expect(await usernames(`${filter(`username!='${middle}'`)}&sort=username`)).toEqual(
      names.filter((name) => name !== middle),
    );
    expect(await usernames(`${filter(`username>'${middle}'`)}&sort=username`)).toEqual(names.slice(3));
    expect(await usernames(`${filter(`username>='${middle}'`)}&sort=username`)).toEqual(names.slice(2));
    expect(await usernames(`${filter(`username<'${middle}'`)}&sort=username`)).toEqual(names.slice(0, 2));
    expect(await usernames(`${filter(`username<='${middle}'`)}&sort=username`)).toEqual(names.slice(0, 3));
    expect(await usernames(filter(`username~'${middle.slice(-6)}'`))).toEqual([middle]);
  });

  it('joins clauses with AND and OR, and reads nested fields and delta dates', async () => {
    // Prepare
    const [first, second] = students.map((user) => user.username);

    // Act
    const either = await usernames(`${filter(`username='${first}' OR username='${second}'`)}&sort=username`);
    const both = await usernames(filter(`username='${first}' AND status='active'`));
    const nested = await usernames(filter(`roles.role='teacher'`));
    const changed = await usernames(filter(`dateLastModified>'2000-01-01T00:00:00Z'`));
    const future = await usernames(filter(`dateLastModified>'2999-01-01T00:00:00Z'`));

    // Assess
    expect(either).toEqual([first, second]);
    expect(both).toEqual([first]);
    expect(nested).toEqual([]);
    expect(changed).toHaveLength(5);
    expect(future).toEqual([]);
  });
});

describe('sort, fields and paging', () => {
  it('sorts by a field in either order', async () => {
    const names = students.map((user) => user.username);
    expect(await usernames('sort=username&orderBy=desc')).toEqual([...names].reverse());
  });

  it('answers only the fields asked for', async () => {
    // Act
    const answer = await readRoster(studentsOf('fields=sourcedId,givenName&sort=username'), token);

    // Assess
    expectValidRosterResponse('users', answer.body, { fields: ['sourcedId', 'givenName'] });
    expect(recordsOf(answer, 'users')[0]).toEqual({ sourcedId: students[0]?.sourcedId, givenName: 'Student' });
  });

  it('pages with limit and offset, with X-Total-Count and Link', async () => {
    // Act
    const answer = await readRoster(studentsOf('sort=username&limit=2&offset=2'), token);

    // Assess
    expect(recordsOf(answer, 'users').map((user) => user['username'])).toEqual(
      students.slice(2, 4).map((user) => user.username),
    );
    expect(answer.headers.get('x-total-count')).toBe('5');
    const link = answer.headers.get('link') ?? '';
    for (const [rel, offset] of [
      ['first', 0],
      ['prev', 0],
      ['next', 4],
      ['last', 4],
    ] as const)
      expect(link).toMatch(new RegExp(`<https?://[^>]+/students\\?[^>]*offset=${offset}[^>]*>; rel="${rel}"`));
  });
});

describe('bad parameters', () => {
  it.each([
    ['filter', filter(`nickname='x'`), 'invalid_filter_field', "cannot be filtered on 'nickname'"],
    ['fields', 'fields=sourcedId,shoeSize', 'invalid_selection_field', "'shoeSize' is not a field"],
    ['sort', 'sort=shoeSize', 'invalid_selection_field', "cannot be sorted by 'shoeSize'"],
    ['limit', 'limit=0', 'invaliddata', 'limit must be a whole number'],
    ['offset', 'offset=-1', 'invaliddata', 'offset must be a whole number'],
    ['orderBy', 'sort=username&orderBy=up', 'invaliddata', 'orderBy must be asc or desc'],
    ['a date', filter(`dateLastModified>'yesterday'`), 'invaliddata', 'dateLastModified is a date'],
  ])('answers a bad %s with 400 and says what was wrong', async (_name, query, codeMinor, says) => {
    // Act
    const answer = await readRoster(studentsOf(query), token);

    // Assess
    expectValidRosterResponse('imsx', answer.body);
    expect(imsxOf(answer)).toMatchObject({ status: 400, codeMajor: 'failure', severity: 'error', codeMinor });
    expect(imsxOf(answer).description).toContain(says);
  });
});
