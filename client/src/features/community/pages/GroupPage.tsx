import { Users } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { communityStrings } from '../strings';

export default function GroupPage() {
  return (
    <ComingSoon
      title={communityStrings.groupTitle}
      description={communityStrings.groupDescription}
      icon={<Users size={26} />}
    />
  );
}
