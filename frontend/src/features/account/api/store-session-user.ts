import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** For a call answering with the changed profile: the session shows the change at once. */
export function useStoreSessionUser() {
  const queryClient = useQueryClient();
  return ({ user }: { user: SessionUser }) => queryClient.setQueryData(SESSION_QUERY_KEY, user);
}
