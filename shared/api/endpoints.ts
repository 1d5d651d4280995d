import * as z from 'zod';
import { countryListResponseSchema } from '../schemas/country';
import {
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '../schemas/registration';
import { serviceIdParamsSchema, serviceListResponseSchema, serviceResponseSchema } from '../schemas/service';
import { sessionResponseSchema } from '../schemas/user';
import { userServiceListResponseSchema } from '../schemas/user-service';
import { defineEndpoint } from './endpoint';

/** Every call of the API. functions/routes.ts adds who may call each and which handler serves it. */
export const endpoints = {
  getTime: defineEndpoint({
    id: 'getTime',
    method: 'GET',
    path: '/api/time',
    summary: 'Server time, so clients can correct a wrong local clock.',
    response: z.object({ time: z.iso.datetime() }),
  }),
  listServices: defineEndpoint({
    id: 'listServices',
    method: 'GET',
    path: '/api/services',
    summary: 'The App Library: every service, enabled or coming soon.',
    response: serviceListResponseSchema,
  }),
  getService: defineEndpoint({
    id: 'getService',
    method: 'GET',
    path: '/api/services/{serviceId}',
    summary: 'One service of the library.',
    params: serviceIdParamsSchema,
    response: serviceResponseSchema,
  }),
  listCountries: defineEndpoint({
    id: 'listCountries',
    method: 'GET',
    path: '/api/countries',
    summary: 'Countries with their states; AU, IN, GB and NZ first.',
    response: countryListResponseSchema,
  }),
  register: defineEndpoint({
    id: 'register',
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Creates a personal, parent or teacher account whose username is the email address.',
    body: registrationRequestSchema,
    response: registrationResponseSchema,
    successStatus: 201,
  }),
  checkUsername: defineEndpoint({
    id: 'checkUsername',
    method: 'POST',
    path: '/api/users/check-username',
    summary: 'Whether an account with this username exists (login or registration for a saved username).',
    body: checkUsernameRequestSchema,
    response: checkUsernameResponseSchema,
  }),
  getSession: defineEndpoint({
    id: 'getSession',
    method: 'GET',
    path: '/api/auth/session',
    summary: 'The signed-in user with roles; 401 when the token is missing or the account is gone.',
    response: sessionResponseSchema,
  }),
  listMyUserServices: defineEndpoint({
    id: 'listMyUserServices',
    method: 'GET',
    path: '/api/me/user-services',
    summary: "The signed-in user's access to services.",
    response: userServiceListResponseSchema,
  }),
} as const;

export type EndpointId = keyof typeof endpoints;
