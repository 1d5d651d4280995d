/** Stripe's error answers: the JSON shape and the status the SDK turns into its error classes. */
export class StripeTwinError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'card_error' | 'invalid_request_error' | 'authentication_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }

  toJson() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code
          ? { code: this.code, doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}` }
          : {}),
        ...(this.param ? { param: this.param } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
      },
    };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeTwinError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
export const invalid = (message: string, param?: string) =>
  new StripeTwinError(400, 'invalid_request_error', message, 'parameter_invalid', param);
export const cardError = (message: string, code: string, declineCode?: string, param?: string) =>
  new StripeTwinError(402, 'card_error', message, code, param, declineCode);
