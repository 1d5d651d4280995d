import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StartTeacherTrialRequest } from '../../../../../shared/schemas/school-access';
import { paths } from '../../../config/paths';
import { pageNotice } from '../../../lib/page-notice';
import { useSessionUser } from '../../../lib/session';
import { listMyUserServices } from '../../../lib/user-services';
import { trialFailure } from '../teacher-trial-failure';

/**
 * Start Free Trial (visitor-and-account §4 teacher trial): POST /api/users/{me}/start-teacher-trial
 * for one app or 'all', then the trial landing page. A refusal reads 'Failed to grant trial.' with
 * the API's reason; a reason that says 'contact us' goes to the contact page with the message
 * (§8). Either way the user-services are read again, so the library shows what the school has now.
 */
export function useStartTeacherTrial() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Plain state rather than useMutation: the library is the first page, which stays small (lib/use-app-launch.ts does the same).
  const [starting, setStarting] = useState<StartTeacherTrialRequest['services'] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = (services: StartTeacherTrialRequest['services']) => {
    if (starting !== null) return;
    setStarting(services);
    setError(null);
    void (async () => {
      try {
        const granted = await (await import('./schools')).requestTeacherTrial(user?.id ?? '', services);
        await navigate(paths.teacherTrialLanding.getHref(granted.services));
      } catch (failed) {
        setError(failed);
        const failure = trialFailure(failed);
        if (failure.contactUs) void navigate(paths.contactUs.getHref(), { state: pageNotice(failure.message) });
      } finally {
        setStarting(null);
        void queryClient.invalidateQueries({ queryKey: listMyUserServices.queryOptions().queryKey });
      }
    })();
  };
  return {
    start,
    pending: starting !== null,
    /** What is being started: 'all', or the app's id when one app is (the Start Free Trial button that shows it). */
    starting: starting === null || starting === 'all' ? starting : starting.length === 1 ? (starting[0] ?? null) : null,
    failure: error ? trialFailure(error).message : null,
  };
}

export type TeacherTrial = ReturnType<typeof useStartTeacherTrial>;
