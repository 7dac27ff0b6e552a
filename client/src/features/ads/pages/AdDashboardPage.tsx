import { Megaphone } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { adsStrings } from '../strings';

export default function AdDashboardPage() {
  return (
    <ComingSoon
      title={adsStrings.dashboardTitle}
      description={adsStrings.dashboardDescription}
      icon={<Megaphone size={26} />}
    />
  );
}
