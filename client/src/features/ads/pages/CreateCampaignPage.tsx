import { PlusCircle } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { adsStrings } from '../strings';

export default function CreateCampaignPage() {
  return (
    <ComingSoon
      title={adsStrings.createCampaignTitle}
      description={adsStrings.createCampaignDescription}
      icon={<PlusCircle size={26} />}
    />
  );
}
