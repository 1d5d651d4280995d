import {
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '../../schemas/auth';
import {
  socialRegistrationRequestSchema,
  socialRegistrationResponseSchema,
  socialUserResponseSchema,
} from '../../schemas/auth-social';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const authEndpoints = defineEndpoints('auth', {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Creates a personal, parent or teacher account whose username is the email address.',
    body: registrationRequestSchema,
    response: registrationResponseSchema,
    successStatus: 201,
  }),
  checkUsername: defineEndpoint({
    method: 'POST',
    path: '/api/users/check-username',
    summary:
      'Whether an account with this username exists (login or registration for a saved username). 429 past 1,000 checks in 5 minutes from one address (a class registering together) or 10 an hour of one username.',
    body: checkUsernameRequestSchema,
    response: checkUsernameResponseSchema,
    retry: 'safe',
  }),
  getSocialUser: defineEndpoint({
    method: 'GET',
    path: '/api/auth/social-user',
    summary:
      'Who Google or Facebook says a first-time federated person is, for social registration; 403 once they have a profile.',
    response: socialUserResponseSchema,
  }),
  registerSocial: defineEndpoint({
    method: 'POST',
    path: '/api/auth/social-registration',
    summary:
      'Creates the profile of a first-time Google or Facebook person (personal, parent, teacher or student); 403 once they have one.',
    body: socialRegistrationRequestSchema,
    response: socialRegistrationResponseSchema,
    successStatus: 201,
  }),
});
