import { webConfigSchema, type WebConfig } from '../../../shared/schemas/web-config';

let current: WebConfig | null = null;

export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError';
}

/** Fetches and validates /config.json once, at start-up; one build serves every stage. */
export async function loadWebConfig(): Promise<WebConfig> {
  let response: Response;
  try {
    response = await fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new ConfigLoadError('The configuration could not be loaded: the server did not answer.');
  }
  if (!response.ok) throw new ConfigLoadError(`The configuration could not be loaded (status ${response.status}).`);
  const parsed = webConfigSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ConfigLoadError('The configuration is not valid.');
  current = parsed.data;
  return parsed.data;
}

/** The configuration loaded at start-up; the app renders only after it is there. */
export function webConfig(): WebConfig {
  if (!current) throw new Error('webConfig() called before loadWebConfig()');
  return current;
}
