import { i18n, setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  childActions,
  deleteChildrenWarning,
  familyIndexStart,
  unavailableMessage,
} from '../../../frontend/src/features/children/family-actions';
import { FAMILY_MESSAGES } from '../../../shared/schemas/children';
import { messages } from '../../../shared/i18n/catalogues/en/children';
import { messages as spanish } from '../../../shared/i18n/catalogues/es/children';

// The delete confirmation speaks the portal's language: here English, as the SPA opens.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

describe('My Child Accounts’ buttons', () => {
  it('with nothing selected: every button but Claim Activation Code says to select first', () => {
    // Act
    const actions = childActions(0);

    // Assess
    expect(actions).toEqual({
      loginToChild: FAMILY_MESSAGES.selectFirst,
      viewSubscriptions: FAMILY_MESSAGES.selectFirst,
      subscribe: FAMILY_MESSAGES.selectFirst,
      regenerateUsername: FAMILY_MESSAGES.selectFirst,
      history: FAMILY_MESSAGES.selectFirst,
      appsAndSharing: FAMILY_MESSAGES.selectFirst,
      claimCode: null,
      deleteChildren: FAMILY_MESSAGES.selectFirst,
    });
  });

  it('with one selected: every button', () => {
    // Act
    const actions = childActions(1);

    // Assess
    expect(Object.values(actions).every((reason) => reason === null)).toBe(true);
  });

  it('with two selected: only Delete Child Account', () => {
    // Act
    const actions = childActions(2);

    // Assess
    expect(actions.deleteChildren).toBeNull();
    expect([
      actions.loginToChild,
      actions.viewSubscriptions,
      actions.subscribe,
      actions.regenerateUsername,
      actions.history,
      actions.appsAndSharing,
      actions.claimCode,
    ]).toEqual(Array(7).fill(FAMILY_MESSAGES.selectOneChild));
  });

  it('says §5’s own words when an unavailable button is pressed', () => {
    // Act
    const messages = [
      unavailableMessage('deleteChildren', FAMILY_MESSAGES.selectFirst),
      unavailableMessage('regenerateUsername', FAMILY_MESSAGES.selectFirst),
      unavailableMessage('loginToChild', FAMILY_MESSAGES.selectFirst),
    ];

    // Assess
    expect(messages).toEqual([
      FAMILY_MESSAGES.noChildrenSelected,
      FAMILY_MESSAGES.selectOneChild,
      FAMILY_MESSAGES.selectFirst,
    ]);
  });

  it('names each child and what goes with them in the delete confirmation', () => {
    // Act
    const lines = deleteChildrenWarning([
      { firstName: 'Mia', username: 'mia', subscriptions: [{ serviceName: 'Maths Quest' }] },
      { firstName: 'Leo', username: 'leo', subscriptions: [] },
    ]);

    // Assess
    expect(lines).toEqual([
      'Mia (mia): the account, their access to Maths Quest, their password and their sign-in history.',
      'Leo (leo): the account, their access to any apps, their password and their sign-in history.',
    ]);
  });

  it('names them in the language the portal speaks', () => {
    // Prepare
    const es = setupI18n({ locale: 'es', messages: { es: spanish } });

    // Act
    const lines = deleteChildrenWarning(
      [
        { firstName: 'Mia', username: 'mia', subscriptions: [{ serviceName: 'Maths Quest' }] },
        { firstName: 'Leo', username: 'leo', subscriptions: [] },
      ],
      es,
    );

    // Assess
    expect(lines).toEqual([
      'Mia (mia): la cuenta, su acceso a Maths Quest, su contraseña y su historial de inicios de sesión.',
      'Leo (leo): la cuenta, su acceso a cualquier aplicación, su contraseña y su historial de inicios de sesión.',
    ]);
  });

  it.each([
    ['nothing without an action', null, null, ['mia'], null],
    ['nothing for an action it does not know', 'delete', 'mia', ['mia'], null],
    ['the new-child form', 'create', null, [], { action: 'create', childId: null, problem: null }],
    [
      'the named child’s subscriptions',
      'subscribe',
      'leo',
      ['mia', 'leo'],
      { action: 'subscribe', childId: 'leo', problem: null },
    ],
    ['the only child’s history', 'history', null, ['mia'], { action: 'history', childId: 'mia', problem: null }],
    ['the claim, for the only child', 'claim', null, ['mia'], { action: 'claim', childId: 'mia', problem: null }],
    ['the claim, asking which child', 'claim', null, ['mia', 'leo'], { action: 'claim', childId: null, problem: null }],
    [
      'a note when the child is not clear',
      'view-subscriptions',
      'someone-else',
      ['mia', 'leo'],
      { action: 'view-subscriptions', childId: null, problem: FAMILY_MESSAGES.selectOneChild },
    ],
    [
      'a note when there is no child',
      'subscribe',
      null,
      [],
      { action: 'subscribe', childId: null, problem: FAMILY_MESSAGES.noChildren },
    ],
  ])('opens %s (?action=)', (_what, action, child, childIds, expected) => {
    // Act
    const start = familyIndexStart(action, child, childIds);

    // Assess
    expect(start).toEqual(expected);
  });
});
