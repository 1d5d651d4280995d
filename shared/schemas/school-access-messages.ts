/*
 * Apart from the schemas (school-access.ts re-exports them) so a page that only shows a message,
 * like the library's trial failure on the first page, does not carry the quote and trial schemas.
 */

import { TRIAL_FAILED } from './trial-failed-message';
import { icu } from '../i18n/text';

/** visitor-and-account §8 trial and quote messages, and the reasons the API gives after them. */
export const SCHOOL_ACCESS_MESSAGES = {
  trialFailed: TRIAL_FAILED,
  /** The school's trial lock is in force: `${trialFailed} ${trialLocked(date)}`. */
  trialLocked: (until: string) =>
    icu('Trials for your school are paused until {until}. Please contact us to arrange a trial.', { until }),
  alreadyTrialled: 'You have already had a free trial of this app. Please contact us to arrange another trial.',
  nothingToTrial: 'There are no apps left for you to trial. Please contact us to arrange another trial.',
  notTriallable: 'This app cannot be trialled.',
  noSchool: 'Only teachers who belong to a school can start a trial or request a quote.',
  notYourAccount: 'You can only start a trial for your own account.',
  /** §8: the quote form's failure. */
  quoteFailed: 'Your quote request failed.',
  titlesRequired: 'Please select at least one title.',
  sizeRequired: 'Please choose the size of your school.',
  titleUnknown: 'Please choose titles from the list.',
  /** A personal or parent account asks about an app it is not trialling and never had (§2 service detail). */
  quoteNotForThisApp: 'You can request a quote for an app you are trialling, or whose trial or subscription has ended.',
  /** More quote requests in an hour than anyone needs (429). */
  tooManyQuotes: 'You have sent several quote requests in the last hour. Please try again later, or contact us.',
  /** The quote page after a successful request. */
  quoteSent: 'Thank you. Your quote request has been sent, and we will be in touch soon.',
} as const;
