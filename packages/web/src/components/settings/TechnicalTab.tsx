import {
  canUseFeature,
  featureRules,
  planInfo,
  type TechnicalLevel,
  technicalLevelInForce,
} from '@stellara/contract/plans';
import { BookOpen, Microscope } from 'lucide-react';
import { Link } from 'react-router';
import { useAppState } from '../../state/AppState.tsx';
import { useViewer } from '../../state/viewer.ts';
import { PlanBadge } from '../Markers.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';

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
      <ChoiceGroup
        legend="Technical level"
        legendHidden
        choices={levels.map((level) => ({
          id: level.id,
          name: level.name,
          description: level.description,
          icon: <level.icon size={20} aria-hidden="true" />,
          lockedBy:
            level.id === 'basic' || toggle ? undefined : <PlanBadge plan={featureRules.technicalLevel.minPlan} />,
        }))}
        chosen={current}
        testIdPrefix="level"
        onChoose={setTechnical}
      />
      {!toggle && (
        <p className="settings-note">
          The technical level comes with {planInfo.plus.name} and {planInfo.pro.name}.{' '}
          <Link to="/upgrade">See plans</Link>
        </p>
      )}
    </section>
  );
}
