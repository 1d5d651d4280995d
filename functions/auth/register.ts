import { endpoints } from '../../shared/api/endpoints';
import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';
import { register } from '../domain/registration';
import { defineHandler } from '../platform/http-handler';

const dependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };

export const handler = defineHandler(endpoints.register, async ({ body }) => ({ user: await register(body, dependencies) }));
