import { ACT_AS_ENDED_ERROR_CODE, ACT_AS_ENDED_MESSAGE } from '../../shared/api/acting-as-header';
import { NO_PROFILE_ERROR_CODE, type ApiError } from '../../shared/api/errors';
import { ACCOUNT_REVOKED_MESSAGES, type AccountStatus } from '../../shared/schemas/user';
import { icu, phrase } from '../../shared/i18n/text';

/**
 * Errors the domain throws on purpose. Their status and detail reach the caller as they are;
 * anything else becomes a generic 500 while the log keeps the cause.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly pointer?: string,
  ) {
    super(detail);
    this.name = new.target.name;
  }

  toApiErrors(): ApiError[] {
    return [
      {
        status: String(this.status),
        code: this.code,
        detail: this.detail,
        ...(this.pointer ? { source: { pointer: this.pointer } } : {}),
      },
    ];
  }
}

export class BadRequestError extends DomainError {
  constructor(detail: string, pointer?: string) {
    super(400, 'bad-request', detail, pointer);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(detail = phrase('Your session has ended. Please log in again.')) {
    super(401, 'unauthorized', detail);
  }
}

/**
 * A valid token whose account may no longer use the portal: disabled by staff or deleted (by its
 * owner, a parent, staff or the inactive-student clean-up). Its own code lets the SPA say why.
 */
export class AccountRevokedError extends DomainError {
  constructor(status: Exclude<AccountStatus, 'active'>) {
    super(401, `account-${status}`, ACCOUNT_REVOKED_MESSAGES[status]);
  }
}

/**
 * A call acting as another user whose grant no longer holds: ended, expired, another person's,
 * or the relation behind it gone (shared/schemas/acting-as.ts). The SPA returns to the actor's
 * own account instead of signing out.
 */
export class ActingAsEndedError extends DomainError {
  constructor() {
    super(401, ACT_AS_ENDED_ERROR_CODE, ACT_AS_ENDED_MESSAGE);
  }
}

/** A valid token of someone who has no profile yet (see NO_PROFILE_ERROR_CODE). */
export class ProfileMissingError extends DomainError {
  constructor() {
    super(401, NO_PROFILE_ERROR_CODE, phrase('Your account could not be found. Please log in again.'));
  }
}

export class ForbiddenError extends DomainError {
  constructor(detail = phrase('You do not have permission to do this.')) {
    super(403, 'forbidden', detail);
  }
}

/**
 * The route's access rule refused the caller (wrong kind of account, or a staff role missing).
 * Its own code tells it apart from the domain's refusals, such as another family's child.
 */
export class AccessDeniedError extends DomainError {
  constructor(detail = phrase('You do not have permission to do this.')) {
    super(403, 'access-denied', detail);
  }
}

/** A request body of another media type than the route takes; nothing was read from it. */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(expected: string) {
    super(415, 'unsupported-media-type', icu('The request body must be {expected}.', { expected }));
  }
}

export class NotFoundError extends DomainError {
  constructor(detail: string, pointer?: string) {
    super(404, 'not-found', detail, pointer);
  }
}

export class ConflictError extends DomainError {
  constructor(detail: string, pointer?: string) {
    super(409, 'conflict', detail, pointer);
  }
}

/** What was asked for is there but can no longer be had (a code for an app that is now free, §8 voucher 410). */
export class GoneError extends DomainError {
  constructor(detail: string) {
    super(410, 'gone', detail);
  }
}

/** The card provider refused the card: its message, for the person paying, pointing at the card. */
export class CardRefusedError extends DomainError {
  constructor(detail: string, pointer?: string) {
    super(402, 'card-refused', detail, pointer);
  }
}

/** A limit on how often something may be tried (password reset requests) was reached. */
export class TooManyRequestsError extends DomainError {
  constructor(detail: string, pointer?: string) {
    super(429, 'too-many-requests', detail, pointer);
  }
}

/** A 422 with one entry per invalid field, each pointing into the payload. */
export class ValidationError extends DomainError {
  constructor(readonly errors: ApiError[]) {
    super(422, 'validation', errors[0]?.detail ?? phrase('The request is not valid.'));
  }

  override toApiErrors(): ApiError[] {
    return this.errors;
  }
}

export function fieldPointer(path: readonly PropertyKey[]): string {
  return `/data/attributes/${path.map(String).join('/')}`;
}
