import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { releaseUpdateReload } from '../routing/stale-build.ts';
import { session } from '../state/storage.ts';
import { Home } from './Home.tsx';
import { Root } from './Root.tsx';
import { RouteError } from './RouteError.tsx';

/** Pages other than / load on demand, keeping the first download for / small. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const { default: Component } = await load();
    // This build's files load: a later deployment may reload the tab on its own again.
    releaseUpdateReload(session());
    return { Component };
  };
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: () => null,
    // Any page's failure (a stale build's missing file above all) shows our screen, never the developer one.
    ErrorBoundary: RouteError,
    children: [
      {
        Component: AppLayout,
        children: [
          { index: true, Component: Home },
          // A chat's own address: the same screen as the chat home, so moving between them keeps the chat open.
          { path: 'chat/:id', Component: Home },
          { path: 'profile', lazy: page(() => import('./Profile.tsx')) },
          { path: 'folders', lazy: page(() => import('./Folders.tsx')) },
          { path: 'history', lazy: page(() => import('./History.tsx')) },
          { path: 'charts', lazy: page(() => import('./Charts.tsx')) },
          { path: 'transits', lazy: page(() => import('./Transits.tsx')) },
          { path: 'compatibility', lazy: page(() => import('./Compatibility.tsx')) },
          { path: 'upgrade', lazy: page(() => import('./Plans.tsx')) },
          // Where a mailed verification link lands, signed in: with the sidebar, the member's app is right there.
          { path: 'email-verified', lazy: page(() => import('./EmailVerified.tsx')) },
          // Open to everyone, birth data or not (no route rule asks for it).
          { path: 'terms', lazy: page(() => import('./Terms.tsx')) },
          { path: 'privacy', lazy: page(() => import('./Privacy.tsx')) },
          { path: '*', lazy: page(() => import('./NotFound.tsx')) },
        ],
      },
      { path: 'login', lazy: page(() => import('./Login.tsx')) },
      { path: 'forgot-password', lazy: page(() => import('./ForgotPassword.tsx')) },
      { path: 'reset-password', lazy: page(() => import('./ResetPassword.tsx')) },
      { path: 'admin/*', lazy: page(() => import('./Admin.tsx')) },
    ],
  },
]);
