import { SESv2Client } from '@aws-sdk/client-sesv2';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { localMailAccount } from './local';
import type { MailAccount } from './port';
import { sesMailAccount } from './ses';

let account: MailAccount | undefined;
forgetOnReconfigure(() => {
  account = undefined;
});

/** The twin's state folder when MAIL_STATE_DIR is set, else SES v2 in the function's region. */
export function mailAccount(): MailAccount {
  if (account) return account;
  const directory = functionConfig().MAIL_STATE_DIR;
  account = directory ? localMailAccount(directory) : sesMailAccount(new SESv2Client(boundedClientConfig(undefined)));
  return account;
}
