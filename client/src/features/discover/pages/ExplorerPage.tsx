import { Compass } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { discoverStrings } from '../strings';

export default function ExplorerPage() {
  return (
    <ComingSoon
      title={discoverStrings.explorerTitle}
      description={discoverStrings.explorerDescription}
      icon={<Compass size={26} />}
    />
  );
}
