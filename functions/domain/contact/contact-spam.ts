/** More links than this in one message is link spam: a person asking for help rarely sends three. */
export const CONTACT_MAX_LINKS = 2;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

export type SpamReason = 'honeypot' | 'links';

/**
 * Why a contact message is obvious spam, or null: the form's hidden field (people never see it, so
 * only a robot fills it in) holds text, or the message carries more than CONTACT_MAX_LINKS links.
 */
export function contactSpamReason(input: { message: string; website?: string | null }): SpamReason | null {
  if (input.website && input.website.trim() !== '') return 'honeypot';
  if ((input.message.match(LINK) ?? []).length > CONTACT_MAX_LINKS) return 'links';
  return null;
}
