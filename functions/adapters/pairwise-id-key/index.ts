import { secretsExtensionSha256Key } from '../launch-ticket-key/secrets-extension';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { loadOrCreateKey } from '../../platform/local-key-file';
import { lambdaExtensionEnvironment } from '../../platform/secrets-extension';
import type { PairwiseIdKeySource } from './port';

let source: PairwiseIdKeySource | undefined;
forgetOnReconfigure(() => {
  source = undefined;
});

/**
 * The pairwise-id key configuration picks, once: the twin's key file (PAIRWISE_ID_KEY_FILE, made on
 * first use) or the Data stack's secret in AWS (PAIRWISE_ID_KEY_SECRET), which only the ticket
 * route is told.
 */
function pairwiseIdKey(): PairwiseIdKeySource {
  if (source) return source;
  const config = functionConfig();
  if (config.PAIRWISE_ID_KEY_FILE) {
    const file = config.PAIRWISE_ID_KEY_FILE;
    let key: Buffer | undefined;
    source = () => Promise.resolve((key ??= loadOrCreateKey(file, 'pairwise id key')));
  } else if (config.PAIRWISE_ID_KEY_SECRET)
    source = secretsExtensionSha256Key(config.PAIRWISE_ID_KEY_SECRET, 'pairwise id key', lambdaExtensionEnvironment());
  else
    throw new Error(
      'The function names people to apps but has neither PAIRWISE_ID_KEY_SECRET (AWS) nor PAIRWISE_ID_KEY_FILE (the twin) set',
    );
  return source;
}

/**
 * The key as a dependency to hand to the domain: it picks its source at the first use, so a stage
 * without app sign-on (no key wired) refuses a launch for that reason, not for the missing key.
 */
export const pairwiseIdKeySource: PairwiseIdKeySource = () => pairwiseIdKey()();
