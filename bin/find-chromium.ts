import { access, constants } from 'node:fs/promises';

export const CHROMIUM_MISSING_MESSAGE = [
  "Chromium is missing: the e2e tests drive Debian's Chromium (Playwright cannot download its own browser here).",
  'Install it with:  sudo apt-get install -y chromium',
  'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the command again.',
].join('\n');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser the e2e suite launches: CHROMIUM_PATH, or Debian's chromium package. */
export async function findChromium(): Promise<string> {
  const candidates = process.env['CHROMIUM_PATH'] ? [process.env['CHROMIUM_PATH']] : CANDIDATES;
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(CHROMIUM_MISSING_MESSAGE);
}

/** Flags this machine needs: no sandbox as root, no GPU, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
