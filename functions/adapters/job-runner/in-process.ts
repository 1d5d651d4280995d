import type { JobRunner } from './port';

let inProcess: JobRunner | undefined;

/**
 * The local twin's runner: the gateway (lib-infra/local/gateway.ts `inProcessJobRunner`) installs
 * one that runs the same worker module in its own process, without waiting for it.
 */
export function useInProcessJobRunner(runner: JobRunner | undefined): void {
  inProcess = runner;
}

export function inProcessJobRunner(): JobRunner | undefined {
  return inProcess;
}
