import { beforeAll, describe, expect, it } from 'vitest';
import { childrenEndpoints } from '../../shared/api/endpoints/children';

import { FAMILY_MESSAGES } from '../../shared/schemas/children';
import { listUserServices, putUserService } from '../../functions/data/user-services';
import { loadSessionUser } from '../../functions/data/users';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { signInAs, uniqueFirstName } from './support/managed-accounts';
import { homeSubscription } from './support/user-services';

const { migrateToFamily } = childrenEndpoints;

describe('Add Child Account on a personal account (home migration)', () => {
  beforeAll(() => {
    useLocalTable();
  });

  it('turns the account into a parent with a child, moving its subscriptions to the child when asked', async () => {
    // Prepare
    const personal = await freshAccount('home');
    await putUserService(personal.user.id, homeSubscription('2'));
    const childName = uniqueFirstName();

    // Act
    const answer = await callEndpoint(migrateToFamily, {
      body: { parentFirstName: 'Pat', parentLastName: 'Newparent', childName, moveSubscriptions: true },
      as: personal.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({
      id: personal.user.id,
      homeRole: 'parent',
      firstName: 'Pat',
      lastName: 'Newparent',
    });
    expect(answer.data.child).toMatchObject({
      firstName: childName,
      lastName: 'Newparent',
      username: childName.toLowerCase(),
    });
    expect(await loadSessionUser(personal.user.id)).toMatchObject({ homeRole: 'parent', firstName: 'Pat' });
    expect(await listUserServices(answer.data.child.id)).toEqual([
      expect.objectContaining({ serviceId: '2', grantedByChildId: null }),
    ]);
    expect(await listUserServices(personal.user.id)).toEqual([
      expect.objectContaining({ serviceId: '2', grantedByChildId: answer.data.child.id }),
    ]);
    const listed = await callEndpoint(childrenEndpoints.listChildren, { as: personal.as });
    expect(listed.data.children.map((child) => child.id)).toEqual([answer.data.child.id]);
    expect((await signInAs(answer.data.child.username, answer.data.child.password ?? '')).sub).toBe(
      answer.data.child.id,
    );
    expect((await auditOf(personal.user.id, 'family.migrate')).at(-1)).toMatchObject({
      subjectIds: [answer.data.child.id],
      detail: { movedServices: '2' },
    });
  });

  it('keeps the subscriptions on the parent when not asked to move them', async () => {
    // Prepare
    const personal = await freshAccount('home');
    await putUserService(personal.user.id, homeSubscription('2'));

    // Act
    const answer = await callEndpoint(migrateToFamily, {
      body: {
        parentFirstName: 'Sam',
        parentLastName: 'Keeper',
        childName: uniqueFirstName(),
        moveSubscriptions: false,
      },
      as: personal.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(await listUserServices(answer.data.child.id)).toEqual([]);
    expect(await listUserServices(personal.user.id)).toEqual([
      expect.objectContaining({ serviceId: '2', grantedByChildId: null }),
    ]);
  });

  it("says 'Please provide a name for the child account.' without a child name, and changes nothing", async () => {
    // Prepare
    const personal = await freshAccount('home');

    // Act
    const answer = await callEndpoint(migrateToFamily, {
      body: { parentFirstName: 'Sam', parentLastName: 'Keeper', childName: ' ', moveSubscriptions: false },
      as: personal.as,
    });

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors[0]).toMatchObject({
      detail: FAMILY_MESSAGES.childNameRequired,
      source: { pointer: '/data/attributes/childName' },
    });
    expect((await loadSessionUser(personal.user.id))?.homeRole).toBeNull();
  });

  it.each(['parent', 'teacher'] as const)(
    'refuses a %s account: only a personal account becomes a family',
    async (caller) => {
      // Act
      const answer = await callEndpoint(migrateToFamily, {
        body: { parentFirstName: 'A', parentLastName: 'B', childName: 'Kid', moveSubscriptions: false },
        as: caller,
      });

      // Assess
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.onlyPersonalAccounts);
    },
  );

  it.each(['child', 'student'] as const)('refuses a %s account', async (caller) => {
    // Act
    const answer = await callEndpoint(migrateToFamily, {
      body: { parentFirstName: 'A', parentLastName: 'B', childName: 'Kid', moveSubscriptions: false },
      as: caller,
    });

    // Assess
    expect(answer.status).toBe(403);
  });
});
