import {
  languageChangeSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  profileChangesSchema,
  profileResponseSchema,
  twoFactorEnableSchema,
  twoFactorKeySchema,
  twoFactorTokenSchema,
} from '../../schemas/me';
import { defineEndpoint, defineEndpoints } from '../endpoint';
import { meServicesEndpoints } from './me-services';

/** The signed-in user's own account: their services (./me-services.ts), profile, password and two-factor. */
export const meEndpoints = {
  ...meServicesEndpoints,
  ...defineEndpoints('me', {
    updateMyProfile: defineEndpoint({
      method: 'PUT',
      path: '/api/me/profile',
      summary: 'My Account: title, first and last name. Student and child accounts are refused.',
      body: profileChangesSchema,
      response: profileResponseSchema,
    }),
    updateMyLanguage: defineEndpoint({
      method: 'PUT',
      path: '/api/me/language',
      summary:
        'My Account and the language menu: the language the portal, its e-mails and printouts use for the caller. Refused while acting as another user.',
      body: languageChangeSchema,
      response: profileResponseSchema,
    }),
    changeMyPassword: defineEndpoint({
      method: 'POST',
      path: '/api/me/password',
      summary:
        'My Account: a new password, given the current one and the access token. Student and child accounts are refused.',
      body: passwordChangeSchema,
      response: passwordChangeResponseSchema,
    }),
    generateTwoFactorKey: defineEndpoint({
      method: 'POST',
      path: '/api/me/two-factor/key',
      summary: 'Two-factor setup step 1 (teachers): a new TOTP key from the user pool (AssociateSoftwareToken).',
      body: twoFactorTokenSchema,
      response: twoFactorKeySchema,
    }),
    enableTwoFactor: defineEndpoint({
      method: 'POST',
      path: '/api/me/two-factor',
      summary: 'Two-factor setup step 3 (teachers): checks a code of the new key and turns on TOTP at sign-in.',
      body: twoFactorEnableSchema,
      response: profileResponseSchema,
    }),
    removeTwoFactor: defineEndpoint({
      method: 'POST',
      path: '/api/me/two-factor/remove',
      summary: 'Turns off TOTP at sign-in (teachers).',
      body: twoFactorTokenSchema,
      response: profileResponseSchema,
    }),
  }),
};
