import { Newspaper } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { newsStrings } from '../strings';

export default function NewsPage() {
  return (
    <ComingSoon
      title={newsStrings.newsTitle}
      description={newsStrings.newsDescription}
      icon={<Newspaper size={26} />}
    />
  );
}
