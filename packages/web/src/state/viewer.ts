import type { Viewer } from '@stellara/contract/plans';
import { useMe } from '../api/session.ts';

/** Who is using the app: the server session (GET /api/me); anonymous until it answers. */
export function useViewer(): Viewer {
  return useMe().viewer;
}
