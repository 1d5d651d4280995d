/** The clean-up's retention (ARCHITECTURE; the CDK settings inactiveStudentSignInYears and inactiveStudentNeverSignedInYears). */
export interface InactivityPolicy {
  /** Students who last signed in longer ago than this go. */
  signInYears: number;
  /** Students who never signed in go once their account is older than this. */
  neverSignedInYears: number;
}

export const DEFAULT_INACTIVITY_POLICY: InactivityPolicy = { signInYears: 2, neverSignedInYears: 1 };
