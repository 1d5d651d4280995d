import { expect } from 'vitest';
import { ONEROSTER_ROSTERING_PATH } from '../../../shared/api/endpoints/oneroster';
import { portal } from './portal-client';

export { ROSTER_APP_ID, rosterSchool, rosterToken, type RosterSchoolWorld } from '../../support/roster-school';

export interface RosterAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** GET under the service's base path, with the token as a Bearer (none when null). */
export async function readRoster(path: string, token: string | null): Promise<RosterAnswer> {
  const response = await fetch(`${portal().url}${ONEROSTER_ROSTERING_PATH}${path}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body };
}

/** The records of a list answer under its key, after checking the answer is a 200. */
export function recordsOf(answer: RosterAnswer, key: string): Record<string, unknown>[] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body[key] as Record<string, unknown>[];
}

/** What imsx_StatusInfo says: its codeMajor, severity, codeMinor and description. */
export function imsxOf(answer: RosterAnswer) {
  const minor = answer.body['imsx_CodeMinor'] as {
    imsx_codeMinorField: { imsx_codeMinorFieldValue: string }[];
  };
  return {
    status: answer.status,
    codeMajor: answer.body['imsx_codeMajor'],
    severity: answer.body['imsx_severity'],
    codeMinor: minor.imsx_codeMinorField[0]?.imsx_codeMinorFieldValue,
    description: String(answer.body['imsx_description']),
  };
}
