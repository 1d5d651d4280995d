import { describe, expect, it } from 'vitest';
import {
  CARD_SIGN_IN_MESSAGES,
  cardFailureMessage,
} from '../../../../frontend/src/features/card-sign-in/pages/card-sign-in-page';
import { loginCardLinkOf } from '../../../../frontend/src/features/card-sign-in/pages/scan-login-card-page';
import { ACCOUNT_REVOKED_MESSAGES } from '../../../../shared/schemas/user';

const ORIGIN = 'https://portal.example';

describe('scanned QR codes', () => {
  it("opens only a login card's link of this site", () => {
    // Act
    const accepted = loginCardLinkOf(`${ORIGIN}/card-sign-in?u=mia#${'a'.repeat(43)}`, ORIGIN);
    const refused = [
      `https://evil.example/card-sign-in?u=mia#${'a'.repeat(43)}`,
      `${ORIGIN}/library?u=mia#token`,
      `${ORIGIN}/card-sign-in#token`,
      `${ORIGIN}/card-sign-in?u=mia`,
      'just some text',
    ].map((text) => loginCardLinkOf(text, ORIGIN));

    // Assess
    expect(accepted).toBe(`${ORIGIN}/card-sign-in?u=mia#${'a'.repeat(43)}`);
    expect(refused).toEqual([null, null, null, null, null]);
  });
});

describe('card sign-in refusals', () => {
  it('words a refused card, a disabled account and an outage apart', () => {
    // Prepare
    const refusal = (name: string, message: string) => Object.assign(new Error(message), { name });

    // Act
    const messages = [
      cardFailureMessage(refusal('NotAuthorizedException', 'Incorrect username or password.')),
      cardFailureMessage(refusal('NotAuthorizedException', 'User is disabled.')),
      cardFailureMessage(refusal('NetworkError', 'offline')),
    ];

    // Assess
    expect(messages).toEqual([CARD_SIGN_IN_MESSAGES.refused, ACCOUNT_REVOKED_MESSAGES.disabled, 'Unable to login']);
  });
});
