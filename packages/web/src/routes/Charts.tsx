import { Orbit } from 'lucide-react';
import { FeaturePage, NotYetAvailable } from '../components/FeaturePage.tsx';

export default function ChartsPage() {
  return (
    <FeaturePage
      route="/charts"
      icon={<Orbit size={24} aria-hidden="true" />}
      lead="The charts of the people in your life."
      pitch={[
        'Store charts for partners, family and friends, with one marked as your main chart.',
        'Plus includes 1 chart and Pro 6; more cost $10/month each.',
      ]}
    >
      <NotYetAvailable what="Stored birth charts" />
    </FeaturePage>
  );
}
