import { checkPageAccess, type Viewer } from '@spi/core';
import { accountNavItems, type AccountNavItem } from '@/features/account/components/account-shell';
import { pageAccess as auditAccess } from '../admin/audit/access';
import { pageAccess as corporationAccess } from './corporation/access';
import { pageAccess as manageAccess } from './corporation/manage/access';
import { canRegisterCorporation, pageAccess as registerAccess } from './corporation/register/access';

/** The account menu shows only the pages the viewer may open, judged by the pages' own declarations. */
export function accountNav(viewer: Viewer): AccountNavItem[] {
  const allowed = (access: typeof auditAccess) => checkPageAccess(access, viewer).allowed;
  return accountNavItems({
    corporationMember: allowed(corporationAccess),
    corporationManager: allowed(manageAccess),
    corporationRegister: allowed(registerAccess) && canRegisterCorporation(viewer),
    admin: allowed(auditAccess),
  });
}
