import { Wand2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { generationStrings } from '../strings';

export default function CreatePage() {
  const [params] = useSearchParams();
  const prompt = params.get('prompt')?.trim();
  return (
    <ComingSoon
      title={generationStrings.createTitle}
      description={
        prompt
          ? `${generationStrings.promptLabel}: “${prompt}”. ${generationStrings.createDescription}`
          : generationStrings.createDescription
      }
      icon={<Wand2 size={26} />}
    />
  );
}
