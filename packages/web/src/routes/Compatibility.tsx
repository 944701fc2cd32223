import { HeartHandshake } from 'lucide-react';
import { FeaturePage, NotYetAvailable } from '../components/FeaturePage.tsx';

export default function CompatibilityPage() {
  return (
    <FeaturePage
      route="/compatibility"
      icon={<HeartHandshake size={24} aria-hidden="true" />}
      lead="Two charts, one conversation."
      pitch={[
        'Synastry between two charts: the overall score, key highlights and relationship dynamics.',
        'The bi-wheel of both charts, with saved readings to come back to.',
      ]}
    >
      <NotYetAvailable what="compatibility readings" />
    </FeaturePage>
  );
}
