import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../bin/seed/demo-accounts';
import { DEMO_CLASS } from '../../../bin/seed/demo-profiles';
import { issueLoginCards } from '../../../functions/data/login-cards';
import { findUserIdByUsername } from '../../../functions/data/usernames';
import { arriveAt, assertTrue, expectVisible, spec, visit } from '../harness';
import { login, logout, userMenuButton } from '../portal';

/** A fresh login card of the demo student (class 3B), as the printed card's QR code carries it. */
async function demoStudentCard(): Promise<string> {
  const username = DEMO_ACCOUNTS.student.username;
  const studentId = await findUserIdByUsername(username);
  if (!studentId) throw new Error(`The seed has no ${username}`);
  const link = (await issueLoginCards(DEMO_CLASS.id, [{ id: studentId, username }])).get(studentId);
  if (!link) throw new Error('No card was issued');
  return link;
}

export const cardSignInSpecs = [
  spec(
    "card-sign-in: a login card's link signs the student in; once the class's cards are voided the old link is refused",
    async (ctx) => {
      const { page } = ctx;
      const link = await demoStudentCard();

      await visit(ctx, link);
      await arriveAt(ctx, /\/library$/);
      await expectVisible(userMenuButton(page), 'the user menu of the signed-in student');
      assertTrue(!page.url().includes('#'), 'the token is not left in the address bar');
      await logout(ctx);

      // Year end: the class's teacher voids its cards on the class page.
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await visit(ctx, `/teacher/class-groups/${DEMO_CLASS.id}`, /\/teacher\/class-groups\//);
      await page.getByRole('button', { name: 'Void Login Cards' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Void Login Cards' }).click();
      await expectVisible(page.getByText('The login cards of 3B have been voided.'), 'the void confirmed');
      await logout(ctx);

      await visit(ctx, link, /\/card-sign-in/);
      await expectVisible(
        page.getByRole('alert').filter({ hasText: 'This login card does not work any more' }),
        'the refused card message',
      );
      assertTrue((await userMenuButton(page).count()) === 0, 'nobody is signed in');

      // A card printed after the void signs in (from another page: the same path with another fragment would not load a new document).
      await visit(ctx, '/library', /\/library$/);
      await visit(ctx, await demoStudentCard());
      await arriveAt(ctx, /\/library$/);
      await expectVisible(userMenuButton(page), 'the user menu after a new card');
    },
  ),

  spec(
    "card-sign-in: Login's 'Scan login card' opens the camera page, which explains when there is no camera permission",
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/auth/login', /\/auth\/login/);
      await page.getByRole('link', { name: 'Scan login card' }).click();
      await arriveAt(ctx, /\/auth\/login\/scan$/);
      await expectVisible(page.getByRole('heading', { name: 'Scan login card' }), 'the scan page');
      await expectVisible(page.getByRole('alert').filter({ hasText: /camera/ }), 'why the camera cannot be used');
    },
  ),
];
