import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { loadOrCreateKey } from '../../platform/local-key-file';
import { lambdaExtensionEnvironment } from '../../platform/secrets-extension';
import type { LaunchTicketKeySource } from './port';
import { secretsExtensionLaunchTicketKey } from './secrets-extension';

let source: LaunchTicketKeySource | undefined;
forgetOnReconfigure(() => {
  source = undefined;
});

/**
 * The launch ticket key configuration picks, once: the twin's key file (LAUNCH_TICKET_KEY_FILE,
 * made on first use) or the app stack's secret in AWS (LAUNCH_TICKET_KEY_SECRET), which only the
 * ticket and launch routes are told. Asked for only once a launch is decided, so a stage without
 * app sign-on never needs it.
 */
function launchTicketKey(): LaunchTicketKeySource {
  if (source) return source;
  const config = functionConfig();
  if (config.LAUNCH_TICKET_KEY_FILE) {
    const file = config.LAUNCH_TICKET_KEY_FILE;
    let key: Buffer | undefined;
    source = () => Promise.resolve((key ??= loadOrCreateKey(file, 'launch ticket key')));
  } else if (config.LAUNCH_TICKET_KEY_SECRET)
    source = secretsExtensionLaunchTicketKey(config.LAUNCH_TICKET_KEY_SECRET, lambdaExtensionEnvironment());
  else
    throw new Error(
      'The function seals or opens launch tickets but has neither LAUNCH_TICKET_KEY_SECRET (AWS) nor LAUNCH_TICKET_KEY_FILE (the twin) set',
    );
  return source;
}

/**
 * The key as a dependency to hand to the domain: it picks its source at the first use, so a stage
 * without app sign-on (no key wired) refuses a launch for that reason, not for the missing key.
 */
export const launchTicketKeySource: LaunchTicketKeySource = () => launchTicketKey()();
