import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { webConfigSchema, type WebConfig } from '../../../shared/schemas/web-config';

let current: WebConfig | null = null;

/**
 * The configuration could not be loaded: `text` says why, for the error page (app/boot-screens.tsx),
 * keyed by its English as the page's other words are, since it may show before any catalogue has
 * loaded.
 */
export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError';
  constructor(readonly text: MessageDescriptor) {
    super(text.id);
  }
}

/** Fetches and validates /config.json once, at start-up; one build serves every stage. */
export async function loadWebConfig(): Promise<WebConfig> {
  let response: Response;
  try {
    // The same request as index.html's preload (no extra header, the default cache mode), so the
    // browser hands over the answer it already has; the file is revalidated on every visit (no-cache).
    response = await fetch('/config.json');
  } catch {
    throw new ConfigLoadError(
      msg({
        id: 'The configuration could not be loaded: the server did not answer.',
        message: 'The configuration could not be loaded: the server did not answer.',
      }),
    );
  }
  const status = response.status;
  if (!response.ok)
    throw new ConfigLoadError(
      msg({
        id: 'The configuration could not be loaded (status {status}).',
        message: `The configuration could not be loaded (status ${status}).`,
      }),
    );
  const parsed = webConfigSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ConfigLoadError(
      msg({ id: 'The configuration is not valid.', message: 'The configuration is not valid.' }),
    );
  current = parsed.data;
  return parsed.data;
}

/** The configuration loaded at start-up; the app renders only after it is there. */
export function webConfig(): WebConfig {
  if (!current) throw new Error('webConfig() called before loadWebConfig()');
  return current;
}
