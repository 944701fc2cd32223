import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { LogoMark } from '../components/Logo.tsx';
import { useOnline } from './connection.ts';
import './offline.css';

/** What needs the server, said plainly: nothing of a chart or a chat is kept on the device. */
export const NEEDS_CONNECTION = [
  'Casting a chart from a birth date, time and place',
  'Chat replies and readings',
  'Your profile, saved charts, transits and compatibility',
  'Signing in, settings and plans',
] as const;

/**
 * Shown over the app while the device is offline (the app itself opens from the service worker's copy). The page
 * underneath stays as it was, made inert, so a half-typed message is still there when the connection returns.
 */
export function OfflineScreen() {
  const online = useOnline();

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.inert = !online;
    return () => {
      root.inert = false;
    };
  }, [online]);

  if (online) return null;
  return createPortal(
    <main className="offline-screen" data-testid="offline-screen">
      <section className="card offline-card" aria-labelledby="offline-title" role="alert">
        <LogoMark size={44} />
        <h1 className="page-title" id="offline-title">
          <WifiOff size={22} aria-hidden="true" /> You're offline
        </h1>
        <p>
          Stellara opened from this device, but reading your sky needs a connection to our server. These wait for it:
        </p>
        <ul className="offline-needs">
          {NEEDS_CONNECTION.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Nothing is lost: your chart and chats are kept on our server, and this screen steps aside by itself as soon as
          you're back online.
        </p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    </main>,
    document.body,
  );
}
