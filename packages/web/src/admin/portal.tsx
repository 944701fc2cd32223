import type { AdminSession } from '@stellara/contract';
import { createContext, useContext } from 'react';

export interface AdminPortal {
  admin: AdminSession;
  /** Opens another tab of the dashboard (e.g. Quick Actions: 'graph-monitor'). */
  goToTab(id: string): void;
}

export const AdminPortalContext = createContext<AdminPortal | null>(null);

export function useAdminPortal(): AdminPortal {
  const portal = useContext(AdminPortalContext);
  if (!portal) throw new Error('useAdminPortal is for the admin dashboard’s tabs');
  return portal;
}

/** The spec keeps the administrator's role in browser storage under an admin-role key. */
export const ADMIN_ROLE_KEY = 'stellara.admin-role';
