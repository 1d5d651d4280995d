import { useQueryClient } from '@tanstack/react-query';
import { childrenEndpoints } from '../../../shared/api/endpoints/children';
import { beginActingAs } from './acting-as';
import { defineMutation } from './define-mutation';

const startActingAsChild = defineMutation(childrenEndpoints.startActingAsChild);

/**
 * Login To Child (Family Management, and the subscribe flow's complete page): the grant to act as
 * the child; lib/acting-as.ts keeps it and reads the session as the child (the change is pending
 * until it has). Lazy chunks only.
 */
export function useStartActingAsChild() {
  const queryClient = useQueryClient();
  return startActingAsChild.useMutation({ onSuccess: (answer) => beginActingAs(queryClient, answer.grant) });
}
