import { canUsePersonality, personalityInForce, personalityMinPlan, planInfo } from '@stellara/contract/plans';
import { Link } from 'react-router';
import { useAppState } from '../../state/AppState.tsx';
import { personalities } from '../../state/personalities.ts';
import { useViewer } from '../../state/viewer.ts';
import { personalityIcons } from '../icons.tsx';
import { PlanBadge } from '../Markers.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';

/** Settings > Personality: the five voices, the ones the plan does not include marked with the plan that does. */
export function PersonalityTab() {
  const viewer = useViewer();
  const { preferences, setPersonality } = useAppState();
  const current = personalityInForce(viewer.plan, preferences.personality);
  const anyLocked = personalities.some((p) => !canUsePersonality(viewer.plan, p.id));
  return (
    <section>
      <p className="settings-intro">How Stellara speaks to you. The chart stays the same; the voice changes.</p>
      <ChoiceGroup
        legend="Personality"
        legendHidden
        choices={personalities.map((p) => {
          const Icon = personalityIcons[p.id];
          return {
            id: p.id,
            name: p.name,
            description: p.description,
            icon: <Icon size={20} aria-hidden="true" />,
            color: p.color,
            lockedBy: canUsePersonality(viewer.plan, p.id) ? undefined : <PlanBadge plan={personalityMinPlan(p.id)} />,
          };
        })}
        chosen={current}
        testIdPrefix="personality"
        onChoose={setPersonality}
      />
      {anyLocked && (
        <p className="settings-note">
          Your plan includes the Friendly Guide. The other four voices come with {planInfo.plus.name} and{' '}
          {planInfo.pro.name}. <Link to="/upgrade">See plans</Link>
        </p>
      )}
    </section>
  );
}
