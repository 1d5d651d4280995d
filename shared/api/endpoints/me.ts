import {
  passwordChangeResponseSchema,
  passwordChangeSchema,
  profileChangesSchema,
  profileResponseSchema,
  twoFactorEnableSchema,
  twoFactorKeySchema,
  twoFactorTokenSchema,
} from '../../schemas/account';
import { homeMigrationResponseSchema, homeMigrationSchema } from '../../schemas/family';
import { userServiceListResponseSchema } from '../../schemas/user-service';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const meEndpoints = defineEndpoints('me', {
  listMyUserServices: defineEndpoint({
    method: 'GET',
    path: '/api/me/user-services',
    summary: "The signed-in user's access to services.",
    response: userServiceListResponseSchema,
  }),
  updateMyProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/me/profile',
    summary: 'My Account: title, first and last name. Student and child accounts are refused.',
    body: profileChangesSchema,
    response: profileResponseSchema,
  }),
  changeMyPassword: defineEndpoint({
    method: 'POST',
    path: '/api/me/password',
    summary: 'My Account: a new password, given the current one and the access token. Student and child accounts are refused.',
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
  migrateToFamily: defineEndpoint({
    method: 'POST',
    path: '/api/me/home-migration',
    summary:
      "Add Child Account on a personal account: it becomes a parent account (the names given) with a new child account; with moveSubscriptions its own subscriptions and trials move to the child. 403 for any other account; 'Please provide a name for the child account.' without a child name.",
    body: homeMigrationSchema,
    response: homeMigrationResponseSchema,
  }),
});
