import { BarChart3 } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { adsStrings } from '../strings';

export default function AnalyticsPage() {
  return (
    <ComingSoon
      title={adsStrings.analyticsTitle}
      description={adsStrings.analyticsDescription}
      icon={<BarChart3 size={26} />}
    />
  );
}
