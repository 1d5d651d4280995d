import { phrase } from '../i18n/text';

/**
 * A person who already has an account signs up again (a second registration of the same sign-in).
 * Its own module: every route's auth context says it, and must not carry the registration schemas.
 */
export const ALREADY_REGISTERED_MESSAGE = phrase('This account is already registered. Please log in.');
