/**
 * OneRoster 1.2's status report (the `imsx_StatusInfo` class of the 1EdTech Common Data Model, as
 * the Rostering Service REST/JSON binding serialises it). Every refusal under
 * `/ims/oneroster/rostering/v1p2/…` is answered with this body, never the portal's JSON:API
 * errors (ARCHITECTURE 'What an app may know about a person'; docs/using/oneroster-api.md).
 */

/**
 * The binding's codeMinor vocabulary (`imsx_CodeMinorFieldDType` in 1EdTech's OpenAPI definition
 * of the 1.2 Rostering Service), spelt as it spells them: `invaliddata` and `unknownobject` have no
 * underscore. OneRoster 1.1's `invalid_sort_field` is not in it, so a bad `sort` is answered with
 * `invalid_selection_field` (the parameter selects a field) and a description naming `sort`.
 */
export const ROSTER_CODE_MINOR = [
  'fullsuccess',
  'invalid_filter_field',
  'invalid_selection_field',
  'invaliddata',
  'unauthorisedrequest',
  'forbidden',
  'server_busy',
  'unknownobject',
  'internal_server_error',
] as const;

export type RosterCodeMinor = (typeof ROSTER_CODE_MINOR)[number];

export interface ImsxStatusInfo {
  imsx_codeMajor: 'success' | 'processing' | 'failure' | 'unsupported';
  imsx_severity: 'status' | 'warning' | 'error';
  imsx_description?: string;
  imsx_CodeMinor: {
    imsx_codeMinorField: { imsx_codeMinorFieldName: string; imsx_codeMinorFieldValue: RosterCodeMinor }[];
  };
}

/**
 * The body of an answer with the given HTTP status: `failure`/`error` for a 4xx or 5xx,
 * `success`/`status` otherwise (the binding's pairs). The codeMinor field is named
 * `TargetEndSystem`, the name the binding gives the service provider's own report.
 */
export function imsxStatusBody(status: number, codeMinor: RosterCodeMinor, description: string): ImsxStatusInfo {
  const failed = status >= 400;
  return {
    imsx_codeMajor: failed ? 'failure' : 'success',
    imsx_severity: failed ? 'error' : 'status',
    imsx_description: description,
    imsx_CodeMinor: {
      imsx_codeMinorField: [{ imsx_codeMinorFieldName: 'TargetEndSystem', imsx_codeMinorFieldValue: codeMinor }],
    },
  };
}

/**
 * A request the service refuses, with the status and codeMinor its answer carries. Thrown by the
 * query language (400) and by the endpoints (404 `unknownobject`); the handler answers
 * `imsxStatusBody(error.status, error.codeMinor, error.description)`.
 */
export class RosterRequestError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly codeMinor: RosterCodeMinor,
    readonly description: string,
  ) {
    super(description);
    this.name = 'RosterRequestError';
  }

  body(): ImsxStatusInfo {
    return imsxStatusBody(this.status, this.codeMinor, this.description);
  }
}

/** An unknown or unseen `sourcedId`: the binding's 404 (an object the app may not see is answered the same). */
export function unknownObject(collection: string, sourcedId: string): RosterRequestError {
  return new RosterRequestError(404, 'unknownobject', `No ${collection} record has the sourcedId '${sourcedId}'.`);
}
