import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { register } from '../../domain/auth/registration';
import { defineHandler } from '../../http/http-handler';
import { authRoutes } from './routes';

const dependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };

export const handler = defineHandler(authRoutes.register, async ({ body }) => ({ user: await register(body, dependencies) }));
