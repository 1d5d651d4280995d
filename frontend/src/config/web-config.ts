import { webConfigSchema, type WebConfig } from '../../../shared/schemas/web-config';

let current: WebConfig | null = null;

export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError';
}

/** Fetches and validates /config.json once, at start-up; one build serves every stage. */
export async function loadWebConfig(): Promise<WebConfig> {
  let response: Response;
  try {
    // The same request as index.html's preload (no extra header, the default cache mode), so the
    // browser hands over the answer it already has; the file is revalidated on every visit (no-cache).
    response = await fetch('/config.json');
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
