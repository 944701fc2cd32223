import { anonymousViewer, type Viewer } from '@stellara/contract/plans';

/**
 * Who is using the app. Accounts have no API on this server yet, so everyone is an anonymous
 * visitor; when sign-in lands, this reads the server session (and admins get plan pro).
 */
export function useViewer(): Viewer {
  return anonymousViewer;
}
