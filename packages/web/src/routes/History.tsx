import { History as HistoryIcon } from 'lucide-react';
import { FeaturePage, NotYetAvailable } from '../components/FeaturePage.tsx';

export default function ReadingHistory() {
  return (
    <FeaturePage
      route="/history"
      icon={<HistoryIcon size={24} aria-hidden="true" />}
      lead="Every conversation, kept."
      pitch={['Your past conversations with Stellara, newest first.', 'Pick up a reading where you left off.']}
    >
      <NotYetAvailable what="saved conversations" />
    </FeaturePage>
  );
}
