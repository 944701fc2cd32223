import { FolderHeart } from 'lucide-react';
import { FeaturePage, NotYetAvailable } from '../components/FeaturePage.tsx';

export default function FoldersPage() {
  return (
    <FeaturePage
      route="/folders"
      icon={<FolderHeart size={24} aria-hidden="true" />}
      lead="Keep your readings in order."
      pitch={['Group conversations into folders by theme: love, career, timing.', 'Find an old reading in a moment.']}
    >
      <NotYetAvailable what="chat folders" />
    </FeaturePage>
  );
}
