import { useOutletContext, type StaffMe } from '@storefront/shared';
import { canWriteCatalog } from './navigation';

/** The staff member the layout signed in (screens render inside it). */
export function useStaff(): { me: StaffMe; canWriteCatalog: boolean } {
  const me = useOutletContext<StaffMe>();
  return { me, canWriteCatalog: canWriteCatalog(me.role) };
}
