/**
 * The 256-bit key of the HMAC that makes each person's NameID for each app
 * (functions/domain/app-launch/pairwise-name-id.ts). Only the ticket route, which decides what an
 * app is told, holds it.
 */
export type PairwiseIdKeySource = () => Promise<Buffer>;
