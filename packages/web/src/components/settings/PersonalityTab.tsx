import { canUsePersonality, personalityInForce, personalityMinPlan, planInfo } from '@stellara/contract/plans';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useAppState } from '../../state/AppState.tsx';
import { personalities } from '../../state/personalities.ts';
import { useViewer } from '../../state/viewer.ts';
import { personalityIcons } from '../icons.tsx';
import { PlanBadge } from '../Markers.tsx';

/** Settings > Personality: the five voices, the ones the plan does not include marked with the plan that does. */
export function PersonalityTab() {
  const viewer = useViewer();
  const { preferences, setPersonality } = useAppState();
  const current = personalityInForce(viewer.plan, preferences.personality);
  const anyLocked = personalities.some((p) => !canUsePersonality(viewer.plan, p.id));
  return (
    <section>
      <p className="settings-intro">How Stellara speaks to you. The chart stays the same; the voice changes.</p>
      <div className="choice-list" role="radiogroup" aria-label="Personality">
        {personalities.map((p) => {
          const Icon = personalityIcons[p.id];
          const allowed = canUsePersonality(viewer.plan, p.id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with icon and description
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={current === p.id}
              aria-disabled={!allowed}
              className="choice"
              data-testid={`personality-${p.id}`}
              style={{ '--choice-color': p.color } as React.CSSProperties}
              onClick={() => allowed && setPersonality(p.id)}
            >
              <span className="choice-icon">
                <Icon size={20} aria-hidden="true" />
              </span>
              <span className="choice-text">
                <span className="choice-name">
                  {p.name}
                  {!allowed && <PlanBadge plan={personalityMinPlan(p.id)} />}
                </span>
                <span className="choice-desc">{p.description}</span>
              </span>
              {current === p.id && <Check size={18} aria-hidden="true" className="choice-check" />}
            </button>
          );
        })}
      </div>
      {anyLocked && (
        <p className="settings-note">
          Your plan includes the Friendly Guide. The other four voices come with {planInfo.plus.name} and{' '}
          {planInfo.pro.name}. <Link to="/upgrade">See plans</Link>
        </p>
      )}
    </section>
  );
}
