import { lazy, Suspense } from 'react';
import { useAppState } from '../state/AppState.tsx';
import { Landing } from './Landing.tsx';

const ChatScreen = lazy(() => import('./ChatScreen.tsx'));

/** /: the landing screen first; the chat once the visitor has started it with complete birth data. */
export function Home() {
  const { interacted, birthData } = useAppState();
  if (interacted && birthData) {
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <ChatScreen />
      </Suspense>
    );
  }
  return <Landing />;
}
