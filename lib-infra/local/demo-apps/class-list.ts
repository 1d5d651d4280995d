import { APP_INTEGRATION_PATHS } from '../../../shared/api/app-integration-paths';
import { ONEROSTER_ROSTERING_PATH } from '../../../shared/api/endpoints/oneroster';
import { escapeHtml } from '../../../shared/rules/escape-html';

/** A demo app's API credentials, as staff issue them in the console (the seed's, in the twin). */
export interface DemoRosterClient {
  clientId: string;
  clientSecret: string;
}

/** What the demo app read of its school: each class with its students' names, as the API released them. */
export type DemoClassList = { classes: { title: string; students: string[] }[] } | { problem: string };

/** The most classes the demo reads (one page): a demo school has a handful. */
const CLASSES_READ = 50;

interface RosterPerson {
  givenName?: string;
  familyName?: string;
  status?: string;
}

/**
 * Reads the school's class list as an app vendor's server would (docs/using/oneroster-api.md
 * 'Connecting'): a token by client credentials (HTTP Basic), then the school's classes and each
 * class's students through the OneRoster 1.2 Rostering Service, the classes' reads side by side.
 * A refusal (the school switched the app's roster sharing off, a revoked credential) is shown as
 * the API's own description.
 */
export async function readDemoClassList(
  siteUrl: string,
  client: DemoRosterClient,
  schoolId: string,
): Promise<DemoClassList> {
  const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`);
  const tokenAnswer = await fetch(`${siteUrl}${APP_INTEGRATION_PATHS.oauthToken}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const token = (await tokenAnswer.json()) as { access_token?: string; error_description?: string };
  if (!token.access_token)
    return { problem: token.error_description ?? `The token endpoint answered ${tokenAnswer.status}.` };

  const read = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${siteUrl}${ONEROSTER_ROSTERING_PATH}${path}`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    const body = (await answer.json()) as T & { imsx_description?: string };
    if (!answer.ok) throw new Error(body.imsx_description ?? `The OneRoster API answered ${answer.status}.`);
    return body;
  };
  try {
    const { classes } = await read<{ classes: { sourcedId: string; title: string; status: string }[] }>(
      `/schools/${encodeURIComponent(schoolId)}/classes?limit=${CLASSES_READ}&sort=title&filter=${encodeURIComponent("status='active'")}`,
    );
    return {
      classes: await Promise.all(
        classes.map(async (group) => {
          const { users } = await read<{ users: RosterPerson[] }>(
            `/classes/${encodeURIComponent(group.sourcedId)}/students?sort=givenName`,
          );
          const names = users
            .filter((user) => user.status !== 'tobedeleted')
            .map(
              (user) => [user.givenName, user.familyName].filter(Boolean).join(' ') || 'A student with no name shared',
            );
          return { title: group.title, students: names };
        }),
      ),
    };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The class list on the app's page, at any width: a heading per class and its students as a list. */
export function classListHtml(appName: string, list: DemoClassList): string {
  const intro = `<h2>Your school's classes</h2>\n<p>What ${escapeHtml(appName)} read through the App Library's OneRoster API, with its own API credentials, when you signed in.</p>`;
  if ('problem' in list)
    return `${intro}\n<p role="alert">The OneRoster API did not give the class list: ${escapeHtml(list.problem)}</p>`;
  if (list.classes.length === 0) return `${intro}\n<p>The school has no classes yet.</p>`;
  const classes = list.classes.map((group) => {
    const students = group.students.length
      ? `<ul>${group.students.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`
      : '<p>No students yet.</p>';
    return `<section aria-label="Class ${escapeHtml(group.title)}"><h3>${escapeHtml(group.title)}</h3>\n<p>${group.students.length} ${group.students.length === 1 ? 'student' : 'students'}</p>\n${students}</section>`;
  });
  return `${intro}\n${classes.join('\n')}`;
}
