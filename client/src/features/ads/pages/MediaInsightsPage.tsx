import { BarChart3 } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { adsStrings } from '../strings';

export default function MediaInsightsPage() {
  const { adId = '' } = useParams();
  return (
    <ComingSoon
      title={adsStrings.insightsTitle}
      description={adsStrings.insightsDescription(adId)}
      icon={<BarChart3 size={26} />}
    />
  );
}
