import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { actingAsEndpoints } from '../../../shared/api/endpoints/acting-as';
import { paths } from '../config/paths';
import { beginActingAs } from './acting-as';
import { defineMutation } from './define-mutation';

const startLoginAs = defineMutation(actingAsEndpoints.startLoginAs);

/**
 * Log in as (staff console): the grant to act as the user; the session is then theirs, and the
 * browser goes where that user goes after signing in. The bar's Return to the console comes back
 * to the console page it was started from (the account's page).
 */
export function useLoginAs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return startLoginAs.useMutation({
    onSuccess: async (answer) => {
      await beginActingAs(queryClient, answer.grant, `${location.pathname}${location.search}`);
      await navigate(paths.continue.getHref());
    },
  });
}
