import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { discoverStrings } from '../strings';

export default function ResultsPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <ComingSoon
      title={query ? discoverStrings.resultsFor(query) : discoverStrings.resultsTitle}
      description={discoverStrings.resultsDescription}
      icon={<Search size={26} />}
    />
  );
}
