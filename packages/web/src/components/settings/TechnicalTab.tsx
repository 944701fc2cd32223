import {
  canUseFeature,
  featureRules,
  planInfo,
  type TechnicalLevel,
  technicalLevelInForce,
} from '@stellara/contract/plans';
import { BookOpen, Check, Microscope } from 'lucide-react';
import { Link } from 'react-router';
import { useAppState } from '../../state/AppState.tsx';
import { useViewer } from '../../state/viewer.ts';
import { PlanBadge } from '../Markers.tsx';

const levels: { id: TechnicalLevel; name: string; description: string; icon: typeof BookOpen }[] = [
  { id: 'basic', name: 'Basic', description: 'Plain language, each term explained the first time.', icon: BookOpen },
  {
    id: 'technical',
    name: 'Technical',
    description: 'Degrees, orbs, rulers and dignities, for readers who know the chart.',
    icon: Microscope,
  },
];

/** Settings > Technical Level: Basic for everyone, Technical with a paid plan. */
export function TechnicalTab() {
  const viewer = useViewer();
  const { preferences, setTechnical } = useAppState();
  const current = technicalLevelInForce(viewer.plan, preferences.technical);
  const toggle = canUseFeature(viewer.plan, 'technicalLevel');
  return (
    <section>
      <p className="settings-intro">How deep the explanations go.</p>
      <div className="choice-list" role="radiogroup" aria-label="Technical level">
        {levels.map((level) => {
          const allowed = level.id === 'basic' || toggle;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with icon and description
            <button
              key={level.id}
              type="button"
              role="radio"
              aria-checked={current === level.id}
              aria-disabled={!allowed}
              className="choice"
              data-testid={`level-${level.id}`}
              onClick={() => allowed && setTechnical(level.id)}
            >
              <span className="choice-icon">
                <level.icon size={20} aria-hidden="true" />
              </span>
              <span className="choice-text">
                <span className="choice-name">
                  {level.name}
                  {!allowed && <PlanBadge plan={featureRules.technicalLevel.minPlan} />}
                </span>
                <span className="choice-desc">{level.description}</span>
              </span>
              {current === level.id && <Check size={18} aria-hidden="true" className="choice-check" />}
            </button>
          );
        })}
      </div>
      {!toggle && (
        <p className="settings-note">
          The technical level comes with {planInfo.plus.name} and {planInfo.pro.name}.{' '}
          <Link to="/upgrade">See plans</Link>
        </p>
      )}
    </section>
  );
}
