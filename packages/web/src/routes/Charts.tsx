import { extraChartPriceUsdPerMonth, planInfo } from '@stellara/contract/plans';
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
        `Plus includes ${planInfo.plus.chartsIncluded} chart and Pro ${planInfo.pro.chartsIncluded}; more cost $${extraChartPriceUsdPerMonth}/month each.`,
      ]}
    >
      <NotYetAvailable what="stored birth charts" />
    </FeaturePage>
  );
}
