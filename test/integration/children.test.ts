import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { FAMILY_MESSAGES, type ChildRow } from '../../shared/schemas/children';
import { isAcceptablePassword } from '../../shared/rules/password-policy';
import { childLinks } from '../../functions/data/child-links';
import { studentPasswords } from '../../functions/data/student-passwords';
import { listUserServices, putUserService } from '../../functions/data/user-services';
import { loadSessionUser, userProfiles } from '../../functions/data/users';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { homeSubscription } from './support/user-services';
import { signInAs, uniqueFirstName } from './support/managed-accounts';

const {
  listChildren,
  createChild,
  setChildPassword,
  regenerateChildUsername,
  deleteChildren,
  listChildAudit,
  revealChildPassword,
} = childrenEndpoints;

type Parent = Awaited<ReturnType<typeof freshAccount>>;

async function newChild(parent: Parent, firstName = uniqueFirstName()): Promise<ChildRow> {
  const answer = await callEndpoint(createChild, { body: { firstName }, as: parent.as });
  expect(answer.status).toBe(201);
  return answer.data.child;
}

describe('a parent’s child accounts', () => {
  let parent: Parent;
  let otherParent: Parent;
  let otherChild: ChildRow;

  beforeAll(async () => {
    useLocalTable();
    [parent, otherParent] = await Promise.all([freshAccount('parent'), freshAccount('parent')]);
    otherChild = await newChild(otherParent);
  });

  describe('Create a new child account', () => {
    it('makes a child with a username from the first name, the parent’s last name and a passphrase the child signs in with', async () => {
      // Prepare
      const firstName = uniqueFirstName();

      // Act
      const child = await newChild(parent, firstName);

      // Assess
      expect(child.username).toBe(firstName.toLowerCase());
      expect(child.lastName).toBe(parent.form.lastName);
      expect(child.password && isAcceptablePassword(child.password)).toBe(true);
      expect(child.subscriptions).toEqual([]);
      const profile = await loadSessionUser(child.id);
      expect(profile).toMatchObject({ homeRole: 'child', parentId: parent.user.id, schoolId: null, email: null });
      expect((await signInAs(child.username, child.password ?? '')).sub).toBe(child.id);
      expect(await childLinks.exists({ parentId: parent.user.id, childId: child.id })).toBe(true);
      expect((await auditOf(parent.user.id, 'child.create')).some((event) => event.subjectIds.includes(child.id))).toBe(
        true,
      );
    });

    it('gives a second child of the same first name a username of its own', async () => {
      // Prepare
      const firstName = uniqueFirstName();
      const first = await newChild(parent, firstName);

      // Act
      const second = await newChild(parent, firstName);

      // Assess
      expect(second.username).not.toBe(first.username);
      expect(second.username.startsWith(firstName.toLowerCase())).toBe(true);
    });

    it('refuses a blank first name and makes nothing', async () => {
      // Prepare
      const before = (await callEndpoint(listChildren, { as: parent.as })).data.children.length;

      // Act
      const answer = await callEndpoint(createChild, { body: { firstName: '   ' }, as: parent.as });

      // Assess
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.detail).toBe("Please enter the child's first name.");
      expect((await callEndpoint(listChildren, { as: parent.as })).data.children).toHaveLength(before);
    });
  });

  describe('My Child Accounts', () => {
    it('lists only the parent’s own children, sorted by first name, with their subscriptions; no password is shown, so none is recorded', async () => {
      // Prepare
      const family = await freshAccount('parent');
      const zed = await newChild(family, `Zz${uniqueFirstName()}`);
      const amy = await newChild(family, `Aa${uniqueFirstName()}`);
      useLocalTable();
      await putUserService(zed.id, homeSubscription('2'));

      // Act
      const answers = [await callEndpoint(listChildren, { as: family.as })];
      answers.push(await callEndpoint(listChildren, { as: family.as }));

      // Assess
      const [answer] = answers;
      expect(answer?.status).toBe(200);
      expect(answer?.data.children.map((child) => child.id)).toEqual([amy.id, zed.id]);
      expect(answer?.data.children.map((child) => child.password)).toEqual([null, null]);
      expect(answer?.data.children[1]?.subscriptions).toEqual([
        expect.objectContaining({ serviceId: '2', type: 'subscription', serviceName: expect.any(String) }),
      ]);
      expect(await auditOf(family.user.id, 'passwords.reveal')).toEqual([]);
    });

    it('shows one child’s kept password when the parent presses Show, and records that showing only', async () => {
      // Prepare
      const family = await freshAccount('parent');
      const [mia, leo] = [await newChild(family), await newChild(family)];

      // Act
      const answer = await callEndpoint(revealChildPassword, { params: { childId: mia.id }, as: family.as });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.password).toBe(mia.password);
      const reveals = await auditOf(family.user.id, 'passwords.reveal');
      expect(reveals).toHaveLength(1);
      expect(reveals[0]).toMatchObject({ subjectIds: [mia.id], detail: { reason: 'family-management' } });
      expect(reveals[0]?.subjectIds).not.toContain(leo.id);
    });

    it('answers null for a child whose password is not kept (the parent can set one), recording nothing', async () => {
      // Prepare
      const family = await freshAccount('parent');
      const child = await newChild(family);
      await studentPasswords.remove({ userId: child.id });

      // Act
      const answer = await callEndpoint(revealChildPassword, { params: { childId: child.id }, as: family.as });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.password).toBeNull();
      expect(await auditOf(family.user.id, 'passwords.reveal')).toEqual([]);
    });

    it('answers an empty list for a parent without children', async () => {
      // Prepare
      const family = await freshAccount('parent');

      // Act
      const answer = await callEndpoint(listChildren, { as: family.as });

      // Assess
      expect(answer.data.children).toEqual([]);
    });
  });

  describe('the password cell', () => {
    it('sets a new password the child signs in with, kept and audited', async () => {
      // Prepare
      const child = await newChild(parent);
      const password = 'Purple-Giraffe-2041!';

      // Act
      const answer = await callEndpoint(setChildPassword, {
        params: { childId: child.id },
        body: { password },
        as: parent.as,
      });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.child.password).toBe(password);
      expect((await signInAs(child.username, password)).sub).toBe(child.id);
      expect((await signInAs(child.username, child.password ?? '')).status).toBe(400);
      expect(
        (await callEndpoint(revealChildPassword, { params: { childId: child.id }, as: parent.as })).data.password,
      ).toBe(password);
      expect(
        (await auditOf(parent.user.id, 'child.password.set'))
          .filter((event) => event.subjectIds.includes(child.id))
          .map((event) => event.detail['how']),
      ).toEqual(['created', 'changed']);
    });

    it('refuses a password that breaks the rule and keeps the old one', async () => {
      // Prepare
      const child = await newChild(parent);

      // Act
      const answer = await callEndpoint(setChildPassword, {
        params: { childId: child.id },
        body: { password: 'short' },
        as: parent.as,
      });

      // Assess
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.source?.pointer).toBe('/data/attributes/password');
      expect((await signInAs(child.username, child.password ?? '')).sub).toBe(child.id);
    });
  });

  describe('Regenerate Username', () => {
    it('gives a child whose first name changed a username from it, which the child signs in with', async () => {
      // Prepare
      const child = await newChild(parent);
      const renamed = uniqueFirstName();
      useLocalTable();
      await userProfiles.update({ id: child.id }, { firstName: renamed });

      // Act
      const answer = await callEndpoint(regenerateChildUsername, { params: { childId: child.id }, as: parent.as });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.child.username).toBe(renamed.toLowerCase());
      expect((await signInAs(renamed.toLowerCase(), child.password ?? '')).sub).toBe(child.id);
      expect((await auditOf(parent.user.id, 'child.username.regenerate')).at(-1)).toMatchObject({
        subjectIds: [child.id],
        detail: { from: child.username, to: renamed.toLowerCase() },
      });
    });

    it("says the username already matches the child's first name when it does", async () => {
      // Prepare
      const child = await newChild(parent);

      // Act
      const answer = await callEndpoint(regenerateChildUsername, { params: { childId: child.id }, as: parent.as });

      // Assess
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.usernameUnchanged);
    });
  });

  describe('Delete Child Account', () => {
    it('deletes all the chosen children with everything they own, and the access their subscriptions gave the parent', async () => {
      // Prepare
      const family = await freshAccount('parent');
      const [one, two, kept] = await Promise.all([newChild(family), newChild(family), newChild(family)]);
      useLocalTable();
      await putUserService(one.id, homeSubscription('2'));
      await putUserService(family.user.id, homeSubscription('2', { grantedByChildId: one.id }));
      const oneToken = (await signInAs(one.username, one.password ?? '')).idToken ?? '';

      // Act
      const answer = await callEndpoint(deleteChildren, { body: { childIds: [one.id, two.id] }, as: family.as });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.deleted.sort()).toEqual([one.id, two.id].sort());
      expect((await callEndpoint(listChildren, { as: family.as })).data.children.map((child) => child.id)).toEqual([
        kept.id,
      ]);
      expect(await loadSessionUser(one.id)).toBeNull();
      expect(await listUserServices(one.id)).toEqual([]);
      expect(await studentPasswords.exists({ userId: one.id })).toBe(false);
      expect(await listUserServices(family.user.id)).toEqual([]);
      expect((await signInAs(one.username, one.password ?? '')).status).toBe(400);
      const refused = await callEndpoint(childrenEndpoints.listChildren, { as: { token: oneToken } });
      expect(refused.status).toBe(401);
      expect(refused.errors[0]?.detail).toBe('This account has been deleted.');
      expect((await auditOf(family.user.id, 'children.delete')).at(-1)?.subjectIds.sort()).toEqual(
        [one.id, two.id].sort(),
      );
    });

    it('deletes none when one of the ids is another family’s child', async () => {
      // Prepare
      const child = await newChild(parent);

      // Act
      const answer = await callEndpoint(deleteChildren, {
        body: { childIds: [child.id, otherChild.id] },
        as: parent.as,
      });

      // Assess
      expect(answer.status).toBe(404);
      expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.childNotFound);
      expect((await loadSessionUser(child.id))?.status).toBe('active');
      expect((await loadSessionUser(otherChild.id))?.status).toBe('active');
    });

    it('finishes a deletion when the same call comes again', async () => {
      // Prepare
      const child = await newChild(parent);
      await callEndpoint(deleteChildren, { body: { childIds: [child.id] }, as: parent.as });

      // Act
      const again = await callEndpoint(deleteChildren, { body: { childIds: [child.id] }, as: parent.as });

      // Assess
      expect(again.status).toBe(200);
      expect(again.data.deleted).toEqual([child.id]);
    });

    it('finishes a deletion cut short after the account was refused, and erases the child', async () => {
      // Prepare: the first step done (marked deleted, unlinked), the rest not.
      const child = await newChild(parent);
      useLocalTable();
      await userProfiles.update({ id: child.id }, { status: 'deleted' });
      await childLinks.remove({ parentId: parent.user.id, childId: child.id });

      // Act
      const answer = await callEndpoint(deleteChildren, { body: { childIds: [child.id] }, as: parent.as });

      // Assess
      expect([answer.status, answer.data.deleted]).toEqual([200, [child.id]]);
      expect(await loadSessionUser(child.id)).toBeNull();
      expect(await studentPasswords.exists({ userId: child.id })).toBe(false);
    });

    it('answers 404 to another parent naming a child that was deleted', async () => {
      // Prepare
      const child = await newChild(parent);
      await callEndpoint(deleteChildren, { body: { childIds: [child.id] }, as: parent.as });

      // Act
      const answer = await callEndpoint(deleteChildren, { body: { childIds: [child.id] }, as: otherParent.as });

      // Assess
      expect([answer.status, answer.errors[0]?.detail]).toEqual([404, FAMILY_MESSAGES.childNotFound]);
    });

    it("says 'No child accounts are selected' for an empty selection", async () => {
      // Act
      const answer = await callEndpoint(deleteChildren, { body: { childIds: [] }, as: parent.as });

      // Assess
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.noChildrenSelected);
    });
  });

  describe('a child’s audit trail', () => {
    it('names who did what to the child, newest first', async () => {
      // Prepare
      const child = await newChild(parent);
      await callEndpoint(setChildPassword, {
        params: { childId: child.id },
        body: { password: 'Orange-Walrus-7755!' },
        as: parent.as,
      });

      // Act
      const answer = await callEndpoint(listChildAudit, { params: { childId: child.id }, as: parent.as });

      // Assess
      expect(answer.status).toBe(200);
      // Newest first: the change; the creation's two events share one moment, in either order
      // (two password settings in a row are one entry, twice).
      expect(answer.data.entries[0]).toMatchObject({ action: 'child.password.set' });
      const actions = answer.data.entries.flatMap((entry) => Array<string>(entry.times).fill(entry.action));
      expect(actions.sort()).toEqual(['child.create', 'child.password.set', 'child.password.set']);
      expect(answer.data.entries.every((entry) => entry.actorName === 'You' && entry.actingAsName === null)).toBe(true);
      expect(answer.data.cursor).toBeNull();
    });

    it('groups the same thing done again and again in a row: five showings are one entry, five times', async () => {
      // Prepare
      const child = await newChild(parent);
      for (let time = 0; time < 5; time += 1)
        await callEndpoint(revealChildPassword, { params: { childId: child.id }, as: parent.as });

      // Act
      const answer = await callEndpoint(listChildAudit, { params: { childId: child.id }, as: parent.as });

      // Assess
      expect(answer.data.entries[0]).toMatchObject({ action: 'passwords.reveal', actorName: 'You', times: 5 });
      expect(answer.data.entries.filter((entry) => entry.action === 'passwords.reveal')).toHaveLength(1);
    });

    it("names who did it in the parent's language", async () => {
      // Prepare
      const child = await newChild(parent);

      // Act
      const answer = await callEndpoint(listChildAudit, {
        params: { childId: child.id },
        as: parent.as,
        language: 'es',
      });

      // Assess
      expect(answer.data.entries.length).toBeGreaterThan(0);
      expect(answer.data.entries.every((entry) => entry.actorName === 'Usted')).toBe(true);
    });
  });

  describe('refusals', () => {
    const childRoutes = () =>
      [
        [
          'setChildPassword',
          () =>
            callEndpoint(setChildPassword, {
              params: { childId: otherChild.id },
              body: { password: 'Purple-Giraffe-2041!' },
              as: parent.as,
            }),
        ],
        [
          'regenerateChildUsername',
          () => callEndpoint(regenerateChildUsername, { params: { childId: otherChild.id }, as: parent.as }),
        ],
        ['deleteChildren', () => callEndpoint(deleteChildren, { body: { childIds: [otherChild.id] }, as: parent.as })],
        ['listChildAudit', () => callEndpoint(listChildAudit, { params: { childId: otherChild.id }, as: parent.as })],
        [
          'revealChildPassword',
          () => callEndpoint(revealChildPassword, { params: { childId: otherChild.id }, as: parent.as }),
        ],
        [
          'startActingAsChild',
          () =>
            callEndpoint(childrenEndpoints.startActingAsChild, { params: { childId: otherChild.id }, as: parent.as }),
        ],
      ] as const;

    it.each([0, 1, 2, 3, 4, 5])(
      'answers 404 for another family’s child and changes nothing (route %i)',
      async (index) => {
        // Prepare
        const [, call] = childRoutes()[index] ?? [];

        // Act
        const answer = await call?.();

        // Assess
        expect(answer?.status).toBe(404);
        expect(answer?.errors[0]?.detail).toBe(FAMILY_MESSAGES.childNotFound);
        expect((await loadSessionUser(otherChild.id))?.status).toBe('active');
        expect((await loadSessionUser(otherChild.id))?.username).toBe(otherChild.username);
      },
    );

    it('answers 404 for an id that is no child at all (the parent’s own account, an unknown id)', async () => {
      // Act
      const answers = await Promise.all(
        [parent.user.id, randomUUID()].map((childId) =>
          callEndpoint(regenerateChildUsername, { params: { childId }, as: parent.as }),
        ),
      );

      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    });

    it.each(['child', 'teacher', 'personal', 'student'] as const)(
      'refuses a %s: only parent accounts manage child accounts',
      async (caller) => {
        // Act
        const answers = await Promise.all([
          callEndpoint(listChildren, { as: caller }),
          callEndpoint(createChild, { body: { firstName: 'Nope' }, as: caller }),
          callEndpoint(setChildPassword, {
            params: { childId: otherChild.id },
            body: { password: 'Purple-Giraffe-2041!' },
            as: caller,
          }),
        ]);

        // Assess
        for (const answer of answers) {
          expect(answer.status).toBe(403);
          expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.onlyParents);
        }
      },
    );

    it('refuses a signed-out caller', async () => {
      // Act
      const answer = await callEndpoint(listChildren, { as: null });

      // Assess
      expect(answer.status).toBe(401);
    });
  });
});
