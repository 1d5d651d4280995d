import { SESv2Client } from '@aws-sdk/client-sesv2';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { outboxMailSender } from './outbox';
import type { MailSender } from './port';
import { withSendingBackoff } from './sending-backoff';
import { sesMailSender } from './ses';

let sender: MailSender | undefined;
forgetOnReconfigure(() => {
  sender = undefined;
});

/** The twin's SES sending rate (mails a second): MAIL_MAX_SEND_RATE, e.g. 1 to play the SES sandbox. */
function localSendRate(): number | undefined {
  const rate = Number(process.env.MAIL_MAX_SEND_RATE);
  return process.env.MAIL_MAX_SEND_RATE && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * The mail sender configuration picks, once: the local outbox when MAIL_OUTBOX_DIR is set (the
 * twin), else SES v2 from MAIL_FROM (AWS, set on the functions whose route uses `ses`). Either
 * backs off when SES's sending rate is reached (sending-backoff.ts).
 */
export function mailSender(): MailSender {
  if (sender) return sender;
  const config = functionConfig();
  if (config.MAIL_OUTBOX_DIR)
    sender = withSendingBackoff(
      outboxMailSender(config.MAIL_OUTBOX_DIR, undefined, config.MAIL_STATE_DIR, { maxSendRate: localSendRate() }),
    );
  else if (config.MAIL_FROM)
    sender = withSendingBackoff(sesMailSender(new SESv2Client(boundedClientConfig(undefined)), config.MAIL_FROM));
  else
    throw new Error('The function sends mail but has neither MAIL_FROM (SES) nor MAIL_OUTBOX_DIR (local outbox) set');
  return sender;
}

/** The site's address for links in mail (platform/config). */
export { siteUrl } from '../../platform/config';

function configuredAddress(key: 'SUPPORT_MAIL_TO' | 'SALES_MAIL_TO', purpose: string): string {
  const address = functionConfig()[key];
  if (!address) throw new Error(`The function mails ${purpose} but ${key} is not set`);
  return address;
}

/** The support team's address, where contact messages go. */
export function supportAddress(): string {
  return configuredAddress('SUPPORT_MAIL_TO', 'support');
}

/** The sales team's address, where quote requests go. */
export function salesAddress(): string {
  return configuredAddress('SALES_MAIL_TO', 'sales');
}
