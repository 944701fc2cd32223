import { lazy, Suspense, useEffect } from 'react';
import { useMe, useProfile } from '../api/session.ts';
import { useAppState } from '../state/AppState.tsx';
import { Landing } from './Landing.tsx';

const ChatScreen = lazy(() => import('./ChatScreen.tsx'));

const loading = <div className="page-loading" aria-busy="true" />;

/**
 * /: the landing screen first; the chat once the visitor has started it with complete birth data.
 * A signed-in member with birth data on the account has registered: the chat, in any tab, with the account's
 * birth data loaded into this session (a new tab starts with empty session storage). Ctrl/Cmd+Shift+L still
 * brings the landing screen back.
 */
export function Home() {
  const { interacted, landingRequested, birthData, setBirthData, chatEpoch } = useAppState();
  const { viewer } = useMe();
  const profile = useProfile(viewer.signedIn);
  const saved = viewer.signedIn ? profile.data?.birthData : undefined;
  const memberChat = Boolean(saved) && !landingRequested;

  useEffect(() => {
    if (!birthData && saved && (interacted || memberChat)) setBirthData({ ...saved });
  }, [birthData, saved, interacted, memberChat, setBirthData]);

  if ((interacted || memberChat) && (birthData || saved)) {
    // One render without the session copy while the effect above puts the account's birth data in place.
    if (!birthData) return loading;
    return (
      <Suspense fallback={loading}>
        {/* A new chat (the sidebar's New chat) starts the screen over. */}
        <ChatScreen key={chatEpoch} />
      </Suspense>
    );
  }
  return <Landing />;
}
