/**
 * Asks for the public pages to be prerendered again (functions/scheduled/prerender.ts) because
 * staff changed what they show. A request is cheap and never waits for the run: the requests of a
 * minute make one run (SQS batches in AWS, a debounce in the twin).
 */
export interface PrerenderRequests {
  request(reason: string): Promise<void>;
}
