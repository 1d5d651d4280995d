import { useEffect, useState } from 'react';
import type { LaunchTicketRequest } from '../../../shared/schemas/app-launch';

export interface AppLaunch {
  /** The key of the launch under way (which button shows "Opening…"), or null. */
  launching: string | null;
  /** Why the last launch was refused (the API's reason), or null. */
  failure: string | null;
  /** Resolves null while the page leaves for the app, or why the launch was refused. */
  launch: (key: string, request: LaunchTicketRequest) => Promise<string | null>;
}

/**
 * Opening an app from a button: the launch code (lib/app-launch.ts) loads on the first click. The
 * page is left for the app on success; a refusal is kept to be shown beside the button (or given,
 * when an earlier page's launch was refused).
 */
export function useAppLaunch(initialFailure: string | null = null): AppLaunch {
  const [launching, setLaunching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(initialFailure);
  // Back from the app, the browser may show this page as it was left: "Opening…" no more.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLaunching(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const launch = async (key: string, request: LaunchTicketRequest) => {
    setLaunching(key);
    setFailure(null);
    const { launchApp, launchFailureMessage } = await import('./app-launch');
    try {
      await launchApp(request);
      return null;
    } catch (error) {
      const message = launchFailureMessage(error);
      setFailure(message);
      setLaunching(null);
      return message;
    }
  };
  return { launching, failure, launch };
}
