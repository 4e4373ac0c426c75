'use client';

import { useSignOutAction } from '../hooks/use-session-actions';
import { LogoutIcon } from './icons';

/**
 * The '로그아웃' entry of both account menus (desktop dropdown, mobile menu): signs out, and says
 * '로그아웃 중...' while it does. `menuItem` makes it an item of a roving-focus menu (role=menuitem, tabIndex -1).
 */
export function SignOutButton({ className, menuItem = false }: { className?: string; menuItem?: boolean }) {
  const { signingOut, onSignOut } = useSignOutAction();
  return (
    <button
      type="button"
      className={className}
      onClick={onSignOut}
      disabled={signingOut}
      {...(menuItem ? { role: 'menuitem', tabIndex: -1 } : {})}
    >
      <LogoutIcon size={18} />
      {signingOut ? '로그아웃 중...' : '로그아웃'}
    </button>
  );
}
