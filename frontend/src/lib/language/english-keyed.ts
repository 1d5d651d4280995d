import { msg } from '@lingui/core/macro';

/**
 * The messages of lib/ that stay English in the code: modules the e2e tests import too, where
 * Lingui's macros cannot run (lib/auth.ts, lib/unauthorized.ts), and messages handed on as values
 * (a failure's reason, a notice for the next page, the API client's own errors). The catalogue keys
 * them by their English here, as it keys the contract's (shared/i18n/text.ts), so the kit shows
 * them in the page's language where it shows such a value (useContractText: notices, failures,
 * fields, the sign-in forms). Only read by the extractor; a text changed there is changed here.
 */
export const ENGLISH_KEYED_TEXTS = [
  // The twin's card form says Stripe's messages (components/payments/card-errors.ts).
  msg({ id: 'Your card number is incomplete.', message: 'Your card number is incomplete.' }),
  msg({ id: 'Your card number is invalid.', message: 'Your card number is invalid.' }),
  msg({ id: "Your card's expiration date is incomplete.", message: "Your card's expiration date is incomplete." }),
  msg({ id: "Your card's expiration year is in the past.", message: "Your card's expiration year is in the past." }),
  msg({ id: "Your card's expiration month is invalid.", message: "Your card's expiration month is invalid." }),
  msg({ id: "Your card's security code is incomplete.", message: "Your card's security code is incomplete." }),
  msg({ id: 'Your card could not be read.', message: 'Your card could not be read.' }),
  msg({
    id: 'There was an error connecting to the payment provider.',
    message: 'There was an error connecting to the payment provider.',
  }),
  // The sign-in form's own rules (components/login-form.tsx).
  msg({ id: 'Please enter your username', message: 'Please enter your username' }),
  msg({ id: 'Please enter your password', message: 'Please enter your password' }),
  msg({
    id: 'Your session has ended. Please log in again.',
    message: 'Your session has ended. Please log in again.',
  }),
  msg({
    id: 'Two-Factor Authentication failed.',
    message: 'Two-Factor Authentication failed.',
  }),
  msg({
    id: 'Incorrect username or password',
    message: 'Incorrect username or password',
  }),
  msg({
    id: 'Unable to login',
    message: 'Unable to login',
  }),
  msg({
    id: 'Password attempts exceeded. Please wait a few minutes before you try again, or use Forgot Password.',
    message: 'Password attempts exceeded. Please wait a few minutes before you try again, or use Forgot Password.',
  }),
  msg({
    id: 'The code was not right, or it had already changed. Enter the 6-digit code your authenticator app shows now (it shows a new one every 30 seconds).',
    message:
      'The code was not right, or it had already changed. Enter the 6-digit code your authenticator app shows now (it shows a new one every 30 seconds).',
  }),
  msg({
    id: 'This sign-in took too long. Go back to login, enter your password again, then enter a fresh code.',
    message: 'This sign-in took too long. Go back to login, enter your password again, then enter a fresh code.',
  }),
  msg({
    id: 'The sign-in was cancelled.',
    message: 'The sign-in was cancelled.',
  }),
  msg({
    id: 'The sign-in could not be completed.',
    message: 'The sign-in could not be completed.',
  }),
  msg({
    id: 'This sign-in did not start here or has expired. Please try again from the Login page.',
    message: 'This sign-in did not start here or has expired. Please try again from the Login page.',
  }),
  msg({
    id: 'The sign-in could not be completed: the sign-in service did not accept it. Please try again.',
    message: 'The sign-in could not be completed: the sign-in service did not accept it. Please try again.',
  }),
  msg({
    id: 'Sign-in with Google or Facebook is not available on this site.',
    message: 'Sign-in with Google or Facebook is not available on this site.',
  }),
  msg({
    id: 'The app could not be opened. Please try again.',
    message: 'The app could not be opened. Please try again.',
  }),
  msg({
    id: 'Something went wrong. Please try again.',
    message: 'Something went wrong. Please try again.',
  }),
  msg({
    id: 'Please enter a password.',
    message: 'Please enter a password.',
  }),
  msg({
    id: 'The server could not be reached. Please check your connection and try again.',
    message: 'The server could not be reached. Please check your connection and try again.',
  }),
  msg({
    id: 'The server sent an answer this page does not understand.',
    message: 'The server sent an answer this page does not understand.',
  }),
  msg({
    id: 'The request failed.',
    message: 'The request failed.',
  }),
];
