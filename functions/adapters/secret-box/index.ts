import { KMSClient } from '@aws-sdk/client-kms';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { kmsSecretBox } from './kms';
import { localSecretBox } from './local-key';
import type { SecretBox } from './port';

let box: SecretBox | undefined;
forgetOnReconfigure(() => {
  box = undefined;
});

/**
 * The password box configuration picks, once: the twin's key file (PASSWORD_KEY_FILE) or the data
 * stack's KMS key (PASSWORD_KEY_ID), which only routes that use `studentPasswords` are told.
 */
export function passwordSecretBox(): SecretBox {
  if (box) return box;
  const config = functionConfig();
  if (config.PASSWORD_KEY_FILE) box = localSecretBox(config.PASSWORD_KEY_FILE);
  else if (config.PASSWORD_KEY_ID)
    box = kmsSecretBox(new KMSClient(boundedClientConfig(undefined)), config.PASSWORD_KEY_ID);
  else
    throw new Error(
      "The function keeps managed accounts' passwords but has neither PASSWORD_KEY_ID (KMS) nor PASSWORD_KEY_FILE (the twin) set",
    );
  return box;
}

/**
 * The password box as a dependency to hand to the domain: it picks its adapter at the first seal
 * or open, so a handler can name it among its dependencies whether or not the call uses it.
 */
export const passwordBox: SecretBox = {
  seal: (plaintext, context) => passwordSecretBox().seal(plaintext, context),
  open: (sealed, context) => passwordSecretBox().open(sealed, context),
};
