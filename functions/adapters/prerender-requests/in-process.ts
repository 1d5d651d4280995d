import type { PrerenderRequests } from './port';

let inProcess: PrerenderRequests | undefined;

/** The twin installs its own (bin/local-stack.ts), which runs the job in its process after a pause. */
export function useInProcessPrerenderRequests(requests: PrerenderRequests | undefined): void {
  inProcess = requests;
}

export function inProcessPrerenderRequests(): PrerenderRequests | undefined {
  return inProcess;
}

/**
 * Requests gathered over `pauseMs` make one run of `run`, and a request made while a run is under
 * way makes one more run after it: the saves of a minute are one run, and the last save is always
 * rendered. A failed run is reported to `failed` and ends nothing.
 */
export function debouncedRuns(
  run: () => Promise<unknown>,
  options: { pauseMs: number; failed: (error: unknown) => void },
): PrerenderRequests & { idle(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const start = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(() => undefined, options.failed)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          start();
        }
      });
  };
  return {
    async request() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, options.pauseMs);
    },
    async idle() {
      while (timer || running) {
        if (timer) {
          clearTimeout(timer);
          start();
        }
        await running;
      }
    },
  };
}
