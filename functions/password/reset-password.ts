import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';
import { resetPassword } from '../domain/password-reset';
import { defineHandler } from '../platform/http-handler';
import { passwordRoutes } from './routes';

const dependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };

export const handler = defineHandler(passwordRoutes.resetPassword, async ({ body }) => resetPassword(body, dependencies));
