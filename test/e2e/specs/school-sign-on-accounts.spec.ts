import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_OTHER_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import type { MockSamlLogin } from '../../../shared/schemas/saml';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../../shared/schemas/saml-accounts';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import {
  DEMO_PASSWORD,
  login,
  logout,
  NEW_PASSWORD,
  readOnlyFieldValue,
  submitLogin,
  uniqueEmail,
  userMenuButton,
} from '../portal';

/** A person of the mock school system (Demo Secondary School's provider), new each run. */
export function schoolPerson(role: 'student' | 'teacher'): MockSamlLogin {
  const nameId = `e2e-${role}-${randomUUID().slice(0, 8)}`;
  return {
    nameId,
    firstNameValue: role === 'student' ? 'Sky' : 'Tara',
    lastNameValue: role === 'student' ? 'Student' : 'Teacher',
    emailValue: `${nameId}@mockschool.example`,
    schoolRoleValue: role,
    schoolIdValue: DEMO_OTHER_SCHOOL_ID,
    relayState: null,
  };
}

async function apiCall(
  ctx: SpecContext,
  path: string,
  init: { method: string; body?: unknown; token?: string },
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, ctx.baseUrl), {
    method: init.method,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The ID token of a demo account, signed in as the SPA does (the gateway's /cognito allow-list). */
async function demoToken(ctx: SpecContext, username: string): Promise<string> {
  const config = (await (await fetch(new URL('/config.json', ctx.baseUrl))).json()) as { userPoolClientId: string };
  const response = await fetch(new URL('/cognito/', ctx.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const answer = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!answer.AuthenticationResult) throw new Error(`the sign-in of ${username} failed: ${response.status}`);
  return answer.AuthenticationResult.IdToken;
}

/**
 * A school sign-on from the page, as the console's SAML tab makes it: the support staff's signed
 * response for the person, posted with a form to the assertion consumer, which sends the browser on
 * to /auth/social/complete.
 */
export async function signInThroughSchool(ctx: SpecContext, person: MockSamlLogin): Promise<void> {
  const made = await apiCall(ctx, '/api/generate-mock-saml-url', {
    method: 'POST',
    body: person,
    token: await demoToken(ctx, DEMO_ACCOUNTS.supportStaff.username),
  });
  if (!ctx.page.url().startsWith(ctx.baseUrl)) await visit(ctx, '/library', /\/library/);
  await ctx.page.evaluate(
    ({ action, samlResponse }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'SAMLResponse';
      input.value = samlResponse;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { action: String(made['assertionConsumerUrl']), samlResponse: String(made['samlResponse']) },
  );
}

/** What the school supplied is shown as text, not as a box that looks editable. */
function readOnlyValue(ctx: SpecContext, label: string): Promise<string> {
  return readOnlyFieldValue(ctx.page, label);
}

export const schoolSignOnAccountSpecs = [
  spec(
    'school sign-on accounts: a new student registers through school sign-on (role asserted, no role step), then signs in again straight to the library',
    async (ctx) => {
      const { page } = ctx;
      const student = schoolPerson('student');
      await visit(ctx, '/library', /\/library/);
      await signInThroughSchool(ctx, student);
      await arriveAt(ctx, /\/auth\/saml\/registration$/);
      await expectVisible(page.getByRole('heading', { name: 'Welcome from Mock School' }), 'the registration index');
      await expectVisible(page.getByText(student.emailValue), 'who the school says the person is');
      await page.getByRole('link', { name: 'Create a new account' }).click();
      // The school said both the role and the school: straight to the details, as a student.
      await arriveAt(ctx, /\/auth\/saml\/registration\/details\?role=student$/);
      await expectVisible(page.getByText('Student', { exact: true }), 'the asserted role');
      assertEqual(await readOnlyValue(ctx, 'First name'), 'Sky', 'the first name the school supplied');
      assertEqual(await readOnlyValue(ctx, 'Email address'), student.emailValue, 'the email the school supplied');
      await page.getByRole('button', { name: 'Create account' }).click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(userMenuButton(page), 'signed in');
      await logout(ctx);

      // Login now goes to the school's page (the stored provider), which offers another way.
      await visit(ctx, '/auth/login', /\/auth\/saml\/mock-school$/);
      await page.getByRole('button', { name: 'Use another way to sign in' }).click();
      await arriveAt(ctx, /\/auth\/login$/);

      await signInThroughSchool(ctx, student);
      await arriveAt(ctx, /\/library$/);
      await expectVisible(userMenuButton(page), 'signed in again, without registering');
    },
  ),

  spec(
    'school sign-on accounts: a new teacher identity links to an existing password account, signs in as it through school sign-on, and unlinks it',
    async (ctx) => {
      const { page } = ctx;
      const email = uniqueEmail('saml-teacher');
      await apiCall(ctx, '/api/auth/register', {
        method: 'POST',
        body: {
          accountType: 'teacher',
          title: null,
          firstName: 'Lena',
          lastName: 'Linker',
          countryId: 'AU',
          email,
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        },
      });
      const teacher = schoolPerson('teacher');
      await visit(ctx, '/library', /\/library/);
      await signInThroughSchool(ctx, teacher);
      await arriveAt(ctx, /\/auth\/saml\/registration$/);
      await page.getByRole('link', { name: 'I already have an account' }).click();
      await arriveAt(ctx, /\/auth\/saml\/link$/);
      await expectVisible(page.getByRole('heading', { name: 'Link Mock School to your account' }), 'the link step');
      await submitLogin(page, { username: email, password: NEW_PASSWORD });
      await arriveAt(ctx, /\/account\?saml-success=/);
      await expectVisible(
        page.getByText('Your account is now linked to Mock School. Next time, sign in through your school.'),
        'the success message',
      );
      const links = page.getByRole('list', { name: 'School sign-on links' });
      await expectVisible(links.getByText('Mock School'), 'the link listed');
      await logout(ctx);

      // The same school identity now signs in as the teacher's account.
      await signInThroughSchool(ctx, teacher);
      await arriveAt(ctx, /\/library$/);
      await visit(ctx, '/account', /\/account$/);
      await expectVisible(
        page.getByRole('group', { name: 'Username', exact: true }).getByText(email, { exact: true }),
        'signed in as the linked account',
      );
      await page.getByRole('button', { name: 'Unlink Mock School' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unlink Mock School?' });
      await expectVisible(
        dialog.getByText('You will no longer be able to sign in to this account through Mock School.', {
          exact: false,
        }),
        'what unlinking costs',
      );
      await dialog.getByRole('button', { name: 'Unlink Mock School' }).click();
      await expectHidden(dialog, 'the dialog closes');
      await expectVisible(page.getByText('This account is not linked to a school sign-on.'), 'the link is gone');
      assertTrue((await page.getByRole('list', { name: 'School sign-on links' }).count()) === 0, 'no links listed');
    },
  ),

  spec(
    'school sign-on accounts: post-login asks to link with Not now, the last-error page fits a signed-in person, logout continues, and the auth index fills the saved username',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await visit(ctx, '/continue?saml-recommend-link=mock-school', /\/continue\?saml-recommend-link=mock-school$/);
      await expectVisible(page.getByRole('heading', { name: 'Link your account to Mock School?' }), 'the question');
      await expectVisible(page.getByRole('link', { name: 'Link', exact: true }), 'Link');
      await page.getByRole('link', { name: 'Not now' }).click();
      await arriveAt(ctx, /\/library$/);
      // Signed in, with no sign-in error: the page says so and offers what fits a signed-in person.
      await visit(ctx, '/last-error', /\/last-error$/);
      await expectVisible(page.getByText(SCHOOL_SIGN_ON_MESSAGES.noLastError), 'that there is no error');
      assertEqual(await page.getByText(SCHOOL_SIGN_ON_MESSAGES.unknownError).count(), 0, 'no unknown error');
      assertEqual(await page.getByRole('link', { name: 'Try School SSO again' }).count(), 0, 'no School SSO again');
      assertEqual(await page.getByRole('link', { name: 'Back to Login' }).count(), 0, 'no Back to Login');
      await expectVisible(page.getByRole('main').getByRole('link', { name: 'My Account' }), 'My Account');
      await checkAt360(ctx, 'the last-error page, signed in');

      // Logout goes on to a safe internal path; the auth index finds the saved username (the last password sign-in) and fills it in.
      await visit(ctx, '/auth/logout?continue=%2Fauth', /\/auth\/login\?username=/);
      await expectVisible(page.getByRole('link', { name: 'Login', exact: true }), 'signed out');
      assertEqual(
        await page.getByLabel('Username or email').inputValue(),
        DEMO_ACCOUNTS.teacher.username,
        'the saved username',
      );
      // An outside address is not followed: home (the library) instead.
      await visit(ctx, '/auth/logout?continue=%2F%2Fevil.example', /\/library$/);
    },
  ),
];
