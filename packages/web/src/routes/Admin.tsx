import { AdminPortal } from '../admin/AdminPortal.tsx';

/** /admin/*: the administrator portal (admin spec), without the end-user sidebar. */
export default function Admin() {
  return <AdminPortal />;
}
