import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { familyIndexStart, type FamilyIndexStart } from './family-actions';

/**
 * My Child Accounts' `?action=` (and `child=`): the step a link asked for, taken once as the page
 * opens. A claim goes on to its own page; any other step is done once, so a reload or Back does not
 * open it again (the return address stays).
 */
export function useFamilyStart(childIds: readonly string[]): FamilyIndexStart | null {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [start] = useState(() => familyIndexStart(search.get('action'), search.get('child'), childIds));
  useEffect(() => {
    if (!start) return;
    if (start.action === 'claim') {
      void navigate(paths.claimCode.getHref(start.childId ?? undefined), { replace: true });
      return;
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        next.delete('child');
        return next;
      },
      { replace: true },
    );
  }, [start, navigate, setSearch]);
  return start;
}
