import { Smartphone } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { discoverStrings } from '../strings';

export default function MobileHomePage() {
  return (
    <ComingSoon
      title={discoverStrings.mobileHomeTitle}
      description={discoverStrings.mobileHomeDescription}
      icon={<Smartphone size={26} />}
    />
  );
}
