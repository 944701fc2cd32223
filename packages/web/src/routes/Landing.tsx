import { Crown, Lock, MessageCircle, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ZodiacWheel } from '../components/ZodiacWheel.tsx';
import { useAppState } from '../state/AppState.tsx';
import type { SessionBirthData } from '../state/birthData.ts';
import { session, sessionKeys, writeItem } from '../state/storage.ts';

export const LANDING_TRANSITION_MS = 800;

// The form (and the API schemas it validates with) loads when the visitor asks for it.
const loadBirthForm = () => import('../components/BirthForm.tsx');
const BirthForm = lazy(() => loadBirthForm().then((m) => ({ default: m.BirthForm })));

/** The landing / onboarding screen (docs/routing.md). */
export function Landing() {
  const [showForm, setShowForm] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const { pendingMessage, setBirthData, setInteracted } = useAppState();

  // Starting the chat: keep the chart for the session, fade the landing out (spec: about 0.8 s), then chat.
  const start = (record: SessionBirthData) => {
    setLeaving(true);
    // A new chart: the chat opens a new session with the hook.
    writeItem(session(), sessionKeys.newChat, '1');
    window.setTimeout(() => {
      setBirthData(record);
      setInteracted(true);
    }, LANDING_TRANSITION_MS);
  };

  useEffect(() => {
    if (!showForm) return;
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [showForm]);

  return (
    <div className="landing" data-testid="landing" data-leaving={leaving}>
      <section className="hero">
        <ZodiacWheel />
        <p className="eyebrow">
          <Sparkles size={14} aria-hidden="true" /> Astrology, in conversation
        </p>
        <h1 className="hero-title">
          Your birth chart,
          <br />
          <em>ready to talk.</em>
        </h1>
        <p className="hero-lead">
          Tell Stellara when and where you were born. It calculates your natal chart, names the tension at its heart,
          and explores it with you, one honest question at a time.
        </p>
        {pendingMessage && (
          <p className="pending-message">
            <MessageCircle size={16} aria-hidden="true" />
            <span>
              Your question is waiting: <q>{pendingMessage}</q>. Stellara will answer it once your chart is ready.
            </span>
          </p>
        )}
        <div className="hero-actions">
          {!showForm && (
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => setShowForm(true)}
              onPointerEnter={() => void loadBirthForm()}
              onFocus={() => void loadBirthForm()}
            >
              Enter Birth Details Now
            </button>
          )}
          <Link to="/upgrade" className="button button-ghost button-large">
            <Crown size={16} aria-hidden="true" /> Explore plans
          </Link>
        </div>
        <p className="hero-signin">
          <Link to="/login">Already have an account? Sign in</Link>
        </p>
        <p className="session-note">
          <Lock size={14} aria-hidden="true" />
          Your birth data is stored temporarily for this browser session only.
        </p>
      </section>

      {showForm && (
        <div ref={formRef} className="landing-form">
          <Suspense fallback={<div className="card form-loading" aria-busy="true" />}>
            <BirthForm variant="landing" onComplete={start} />
          </Suspense>
        </div>
      )}

      <ul className="pillars" aria-label="What Stellara does">
        <li>
          <strong>Precise charts</strong>
          <span>Planets, houses and aspects from Swiss Ephemeris, in your birthplace's true local time.</span>
        </li>
        <li>
          <strong>Five voices</strong>
          <span>
            The Friendly Guide for everyone; with Plus and Pro, four more, up to a practical coach: the same chart, told
            your way.
          </span>
        </li>
        <li>
          <strong>Honest readings</strong>
          <span>Tendencies, not fate. The difficulty first, then what grows from it.</span>
        </li>
      </ul>
    </div>
  );
}
