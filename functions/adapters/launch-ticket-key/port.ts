/**
 * The 256-bit key that seals launch tickets: the ticket route seals what it decided into the
 * ticket, the launch route opens it. Only those two routes hold it; neither is given the other's
 * secrets (the signing key stays the launch route's alone).
 */
export type LaunchTicketKeySource = () => Promise<Buffer>;
