import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '../components/Logo.tsx';
import { claimUpdateReload, isStaleBuildError } from '../routing/stale-build.ts';
import { session } from '../state/storage.ts';
import './route-error.css';

/**
 * Every route's error element (on the root route, so no page falls back to React Router's developer screen). A tab
 * left open across a deployment asks for files that are gone: it reloads once on its own, and asks after that.
 */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleBuildError(error);
  // Decided once for this screen: StrictMode renders twice, and the claim must not be spent by the first render.
  const [reloading] = useState(() => stale && claimUpdateReload(session()));

  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  useEffect(() => {
    document.title = 'Stellara';
    // Kept for whoever investigates; the person sees our words, not the stack.
    if (!stale) console.error(error);
  }, [error, stale]);

  if (stale) {
    return (
      <Screen testId="update-screen" busy={reloading}>
        <h1 className="page-title">Stellara was updated</h1>
        <p>A newer version arrived while this tab was open. Reload to carry on with it: your chart and chats stay.</p>
        <ReloadButton label={reloading ? 'Reloading...' : 'Reload'} disabled={reloading} />
      </Screen>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Screen testId="route-not-found">
        <h1 className="page-title">Not in the stars</h1>
        <p>There is no page at this address.</p>
        <a href="/" className="button button-primary">
          Back to Chat
        </a>
      </Screen>
    );
  }
  return (
    <Screen testId="route-error">
      <h1 className="page-title">This page stumbled</h1>
      <p>Something went wrong while showing it. Reloading usually sorts it out; the chat is always one step away.</p>
      <div className="route-error-actions">
        <ReloadButton label="Reload" />
        <a href="/" className="button button-ghost">
          Back to Chat
        </a>
      </div>
    </Screen>
  );
}

function Screen({ testId, busy = false, children }: { testId: string; busy?: boolean; children: ReactNode }) {
  return (
    <main className="route-error" data-testid={testId} aria-busy={busy}>
      <section className="card route-error-card" role="alert">
        <LogoMark size={44} />
        {children}
      </section>
    </main>
  );
}

function ReloadButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={disabled}
      onClick={() => window.location.reload()}
    >
      <RefreshCw size={17} aria-hidden="true" /> {label}
    </button>
  );
}
