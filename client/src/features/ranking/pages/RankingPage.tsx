import { Medal } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { rankingStrings } from '../strings';

export default function RankingPage() {
  return (
    <ComingSoon
      title={rankingStrings.rankingTitle}
      description={rankingStrings.rankingDescription}
      icon={<Medal size={26} />}
    />
  );
}
