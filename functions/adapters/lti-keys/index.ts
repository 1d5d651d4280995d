import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { lambdaExtensionEnvironment } from '../../platform/secrets-extension';
import { fileLtiKeys } from './local-file';
import type { LtiKeySource } from './port';
import { secretsExtensionLtiKeys } from './secrets-extension';

let source: LtiKeySource | null | undefined;
forgetOnReconfigure(() => {
  source = undefined;
});

/**
 * The platform's LTI keys configuration picks, once: the twin's key file (LTI_KEY_FILE, made on
 * first use) or the secret in AWS (LTI_KEY_SECRET), which only the JWKS and launch routes are
 * told; null when the stage has neither (then no LTI app launches).
 */
export function ltiKeySource(): LtiKeySource | null {
  if (source !== undefined) return source;
  const config = functionConfig();
  if (config.LTI_KEY_FILE) source = fileLtiKeys(config.LTI_KEY_FILE);
  else if (config.LTI_KEY_SECRET) source = secretsExtensionLtiKeys(config.LTI_KEY_SECRET, lambdaExtensionEnvironment());
  else source = null;
  return source;
}
