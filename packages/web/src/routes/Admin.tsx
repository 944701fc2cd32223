import { AdminPortal } from '../admin/AdminPortal.tsx';

/** /admin/*: the administrator portal (docs/admin.md), without the end-user sidebar. */
export default function Admin() {
  return <AdminPortal />;
}
