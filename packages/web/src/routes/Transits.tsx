import { Activity } from 'lucide-react';
import { FeaturePage, NotYetAvailable } from '../components/FeaturePage.tsx';

export default function TransitsPage() {
  return (
    <FeaturePage
      route="/transits"
      icon={<Activity size={24} aria-hidden="true" />}
      lead="What the sky is doing to your chart now."
      pitch={[
        'Active and coming transits to your natal planets, each with its intensity out of 10.',
        'Start, exact and end dates, and what each one asks of you.',
      ]}
    >
      <NotYetAvailable what="transit forecasts" />
    </FeaturePage>
  );
}
