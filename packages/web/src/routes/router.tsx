import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/AppLayout.tsx';
import { Home } from './Home.tsx';
import { Root } from './Root.tsx';

/** Pages other than / load on demand, keeping the first download for / small. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: () => null,
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
