import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { NoticesProvider } from './components/Notices.tsx';
import { OfflineScreen } from './pwa/OfflineScreen.tsx';
import { registerServiceWorker } from './pwa/register.ts';
import { router } from './routes/router.tsx';
import { AppStateProvider } from './state/AppState.tsx';
import { loadPreferences } from './state/preferences.ts';
import { local } from './state/storage.ts';
import { applyTheme } from './themes/apply.ts';

// Before the first paint, so a stored theme never flashes the default.
applyTheme(loadPreferences(local()).theme);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <NoticesProvider>
          <RouterProvider router={router} />
          <OfflineScreen />
        </NoticesProvider>
      </AppStateProvider>
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
