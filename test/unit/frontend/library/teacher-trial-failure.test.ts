import { describe, expect, it } from 'vitest';
import { trialFailure } from '../../../../frontend/src/features/library/teacher-trial-failure';
import { ApiRequestError } from '../../../../frontend/src/lib/api-client';
import { SCHOOL_ACCESS_MESSAGES } from '../../../../shared/schemas/school-access';

const refusal = (detail: string) => new ApiRequestError('startTeacherTrial', 409, [{ status: '409', detail }]);

describe('trialFailure', () => {
  it('leads with Failed to grant trial. once when the API already does', () => {
    // Prepare
    const error = refusal(`${SCHOOL_ACCESS_MESSAGES.trialFailed} ${SCHOOL_ACCESS_MESSAGES.alreadyTrialled}`);

    // Act
    const failure = trialFailure(error);

    // Assess
    expect(failure.message).toBe(
      'Failed to grant trial. You have already had a free trial of this app. Please contact us to arrange another trial.',
    );
    expect(failure.contactUs).toBe(true);
  });

  it('adds the API reason after Failed to grant trial. and stays on the page when it does not say contact us', () => {
    // Prepare
    const error = refusal(SCHOOL_ACCESS_MESSAGES.notTriallable);

    // Act
    const failure = trialFailure(error);

    // Assess
    expect(failure).toEqual({ message: 'Failed to grant trial. This app cannot be trialled.', contactUs: false });
  });

  it('finds contact us in any case', () => {
    // Act
    const failure = trialFailure(refusal('Trials are paused. CONTACT US to arrange one.'));

    // Assess
    expect(failure.contactUs).toBe(true);
  });

  it('says only Failed to grant trial. when there is no reason', () => {
    // Act
    const failure = trialFailure(new Error(''));

    // Assess
    expect(failure).toEqual({ message: 'Failed to grant trial.', contactUs: false });
  });
});
