import { LayoutList } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { adsStrings } from '../strings';

export default function CampaignsPage() {
  return (
    <ComingSoon
      title={adsStrings.campaignsTitle}
      description={adsStrings.campaignsDescription}
      icon={<LayoutList size={26} />}
    />
  );
}
