import type { CognitoRefusal } from './cognito-fidelity';

/**
 * Cognito's request-rate quotas, which cognito-local does not have. Cognito counts the calls of
 * every user pool of an account and Region per category of operations, and answers a call over
 * its category's rate with TooManyRequestsException (HTTP 400), which the AWS SDK retries as
 * throttling. The default quotas (Amazon Cognito Developer Guide, 'Quotas in Amazon Cognito',
 * user pool API operation categories): UserCreation 50 requests a second for SignUp,
 * ConfirmSignUp, AdminCreateUser and AdminConfirmSignUp together; UserAccountUpdate 25 a second
 * for the calls that change an existing user's password or attributes. The twin holds only these
 * two categories, the ones bulk work (imports, data syncs, login cards) can cross; the others
 * (UserAuthentication 120, UserRead 120, …) are far above what one machine sends.
 */
export const COGNITO_DEFAULT_QUOTAS = { UserCreation: 50, UserAccountUpdate: 25 } as const;

export type CognitoQuotaCategory = keyof typeof COGNITO_DEFAULT_QUOTAS;

const CATEGORY_OF: Readonly<Record<string, CognitoQuotaCategory>> = {
  SignUp: 'UserCreation',
  ConfirmSignUp: 'UserCreation',
  AdminCreateUser: 'UserCreation',
  AdminConfirmSignUp: 'UserCreation',
  AdminSetUserPassword: 'UserAccountUpdate',
  AdminUpdateUserAttributes: 'UserAccountUpdate',
  AdminDeleteUserAttributes: 'UserAccountUpdate',
  UpdateUserAttributes: 'UserAccountUpdate',
  DeleteUserAttributes: 'UserAccountUpdate',
  ChangePassword: 'UserAccountUpdate',
};

/** Cognito's answer to a call over its category's rate. */
export const TOO_MANY_REQUESTS: CognitoRefusal = { type: 'TooManyRequestsException', message: 'Too many requests' };

export interface CognitoQuotas {
  /** Counts the call against its category: TooManyRequestsException when over the rate, else null. */
  refusal(action: string): CognitoRefusal | null;
  /** How many calls of each category were refused so far. */
  refused(): Readonly<Record<CognitoQuotaCategory, number>>;
}

/**
 * A token bucket per category: it holds one second's worth of calls and fills at the rate, so a
 * burst of up to the rate passes and a steady stream above it is refused in part. `rates`
 * replaces a default (a raised quota, or a test's low one); `now` is the clock in milliseconds.
 */
export function cognitoQuotas(
  options: { rates?: Partial<Record<CognitoQuotaCategory, number>>; now?: () => number } = {},
): CognitoQuotas {
  const now = options.now ?? Date.now;
  const rates = { ...COGNITO_DEFAULT_QUOTAS, ...options.rates };
  const buckets = new Map<CognitoQuotaCategory, { tokens: number; at: number }>();
  const refusedCounts: Record<CognitoQuotaCategory, number> = { UserCreation: 0, UserAccountUpdate: 0 };
  return {
    refusal(action) {
      const category = CATEGORY_OF[action];
      if (!category) return null;
      const rate = rates[category];
      const at = now();
      const bucket = buckets.get(category) ?? { tokens: rate, at };
      bucket.tokens = Math.min(rate, bucket.tokens + ((at - bucket.at) / 1000) * rate);
      bucket.at = at;
      buckets.set(category, bucket);
      if (bucket.tokens < 1) {
        refusedCounts[category] += 1;
        return TOO_MANY_REQUESTS;
      }
      bucket.tokens -= 1;
      return null;
    },
    refused: () => ({ ...refusedCounts }),
  };
}
