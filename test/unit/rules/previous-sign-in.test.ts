import { describe, expect, it } from 'vitest';
import { greetingFor, previousSignInOf } from '../../../shared/rules/previous-sign-in';
import { formatLongDateTime } from '../../../shared/rules/service-detail';

const FIRST = '2026-03-05T09:00:00.000Z';
const SECOND = '2026-03-06T14:07:00.000Z';

const person = (fields: { lastSignIn: string | null; previousSignIn?: string | null; numSignIns: number }) => ({
  firstName: 'Maya',
  ...fields,
});

describe('the sign-in before this one', () => {
  it('is none on the first sign-in, and the first one on the second', () => {
    const first = person({ lastSignIn: FIRST, previousSignIn: null, numSignIns: 1 });
    const second = person({ lastSignIn: SECOND, previousSignIn: FIRST, numSignIns: 2 });

    expect(previousSignInOf(first, false)).toEqual({ kind: 'first' });
    expect(previousSignInOf(second, false)).toEqual({ kind: 'at', at: FIRST });
    expect(greetingFor(first, false)).toBe('Welcome, Maya');
    expect(greetingFor(second, false)).toBe('Welcome back, Maya');
  });

  it('treats a profile of before it was kept as unknown, unless it never signed in more than once', () => {
    const older = person({ lastSignIn: SECOND, numSignIns: 7 });
    const once = person({ lastSignIn: SECOND, numSignIns: 1 });
    const never = person({ lastSignIn: null, numSignIns: 0 });

    expect(previousSignInOf(older, false)).toEqual({ kind: 'unknown' });
    expect(greetingFor(older, false)).toBe('Welcome back, Maya');
    expect(previousSignInOf(once, false)).toEqual({ kind: 'first' });
    expect(previousSignInOf(never, false)).toEqual({ kind: 'first' });
    expect(greetingFor(never, false)).toBe('Welcome, Maya');
  });

  it('tells whoever acts as the user their own latest sign-in, since this session is not one', () => {
    const signedIn = person({ lastSignIn: SECOND, previousSignIn: FIRST, numSignIns: 2 });
    const neverSignedIn = person({ lastSignIn: null, previousSignIn: null, numSignIns: 0 });

    expect(previousSignInOf(signedIn, true)).toEqual({ kind: 'at', at: SECOND });
    expect(previousSignInOf(neverSignedIn, true)).toEqual({ kind: 'never' });
    expect(greetingFor(neverSignedIn, true)).toBe('Welcome, Maya');
  });

  it('greets without a comma when there is no first name', () => {
    expect(
      greetingFor({ ...person({ lastSignIn: FIRST, previousSignIn: null, numSignIns: 1 }), firstName: ' ' }, false),
    ).toBe('Welcome');
  });

  it('shows a time as a long date-time, day before month', () => {
    expect(formatLongDateTime(SECOND, 'en-AU', 'UTC')).toBe('Friday 6 March 2026 at 2:07 pm');
  });
});
