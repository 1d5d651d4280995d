import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const mutation = useMutation({
    mutationFn: async (services: StartTeacherTrialRequest['services']) =>
      (await import('./start-teacher-trial-request')).requestTeacherTrial(user?.id ?? '', services),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listMyUserServices.queryOptions().queryKey }),
    onSuccess: ({ services }) => navigate(paths.teacherTrialLanding.getHref(services)),
    onError: (error) => {
      const failure = trialFailure(error);
      if (failure.contactUs) void navigate(paths.contactUs.getHref(), { state: pageNotice(failure.message) });
    },
  });
  return {
    start: (services: StartTeacherTrialRequest['services']) => {
      if (!mutation.isPending) mutation.mutate(services);
    },
    pending: mutation.isPending,
    /** What is being started: a service id, or 'all'. */
    starting: mutation.isPending ? mutation.variables : null,
    failure: mutation.error ? trialFailure(mutation.error).message : null,
  };
}

export type TeacherTrial = ReturnType<typeof useStartTeacherTrial>;
