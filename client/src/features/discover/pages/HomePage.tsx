import { Images } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { discoverStrings } from '../strings';

export default function HomePage() {
  return (
    <ComingSoon
      title={discoverStrings.homeTitle}
      description={discoverStrings.homeDescription}
      icon={<Images size={26} />}
    />
  );
}
