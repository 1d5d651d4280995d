import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { BROWSER_COGNITO_ACTIONS, isBrowserCognitoCall } from '../../../lib-infra/local/cognito-proxy';

/** Every action of the user-pool API, from the SDK's commands. */
const ALL_ACTIONS = Object.keys(cognito)
  .filter((name) => name.endsWith('Command') && name !== 'Command')
  .map((name) => name.slice(0, -'Command'.length));

describe("the local /cognito proxy's allow-list", () => {
  it('names actions of the Cognito user-pool API only', () => {
    // Assess
    expect(ALL_ACTIONS.length).toBeGreaterThan(100);
    expect([...BROWSER_COGNITO_ACTIONS].filter((action) => !ALL_ACTIONS.includes(action))).toEqual([]);
  });

  it("lets through the browser's sign-in (with its TOTP challenge), sign-out and password-reset calls", () => {
    // Prepare
    const calls = [
      'InitiateAuth',
      'RespondToAuthChallenge',
      'GetTokensFromRefreshToken',
      'GetUser',
      'GlobalSignOut',
      'RevokeToken',
      'ForgotPassword',
    ];

    // Assess
    expect(calls.filter((action) => !isBrowserCognitoCall(`AWSCognitoIdentityProviderService.${action}`))).toEqual([]);
  });

  it('refuses the password and two-factor calls that My Account makes through the API', () => {
    // Prepare
    const calls = ['ChangePassword', 'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'];

    // Assess
    expect(calls.filter((action) => isBrowserCognitoCall(`AWSCognitoIdentityProviderService.${action}`))).toEqual([]);
  });

  it('refuses every admin call, every call on pools, clients, groups and providers, and self sign-up', () => {
    // Prepare
    const forbidden = ALL_ACTIONS.filter((action) =>
      /^Admin|UserPool|Group|IdentityProvider|ResourceServer|^ListUsers|^SignUp$|^ConfirmSignUp$/.test(action),
    );

    // Assess
    expect(forbidden.length).toBeGreaterThan(50);
    expect(forbidden.filter((action) => isBrowserCognitoCall(`AWSCognitoIdentityProviderService.${action}`))).toEqual(
      [],
    );
  });

  it('refuses a target of another service or without the service name', () => {
    // Assess
    expect(isBrowserCognitoCall('DynamoDB_20120810.InitiateAuth')).toBe(false);
    expect(isBrowserCognitoCall('InitiateAuth')).toBe(false);
    expect(isBrowserCognitoCall('AWSCognitoIdentityProviderService.')).toBe(false);
  });
});
