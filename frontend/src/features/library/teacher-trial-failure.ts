import { translated } from '../../../../shared/i18n/text';
import { TRIAL_FAILED } from '../../../../shared/schemas/trial-failed-message';

export interface TrialFailure {
  /** 'Failed to grant trial.' followed by the API's reason (once, whether or not the API led with it). */
  message: string;
  /** The reason asks the teacher to contact us: the SPA goes to the contact page (visitor-and-account §8). */
  contactUs: boolean;
}

export function trialFailure(error: unknown): TrialFailure {
  // The API's reason comes in the page's language, led by the same words.
  const prefix = translated(TRIAL_FAILED);
  const reason = (error instanceof Error ? error.message : '').trim();
  const rest = reason.startsWith(prefix) ? reason.slice(prefix.length).trim() : reason;
  return { message: rest ? `${prefix} ${rest}` : prefix, contactUs: /contact us/i.test(rest) };
}
