import { Trophy } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { challengesStrings } from '../strings';

export default function DailyChallengesPage() {
  return (
    <ComingSoon
      title={challengesStrings.dailyChallengesTitle}
      description={challengesStrings.dailyChallengesDescription}
      icon={<Trophy size={26} />}
    />
  );
}
