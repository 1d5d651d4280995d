/** Codes written in one transaction (one step of the generation job; DynamoDB allows 100). */
export const CODES_PER_STEP = 100;
