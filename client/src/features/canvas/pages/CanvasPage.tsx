import { Palette } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { canvasStrings } from '../strings';

export default function CanvasPage() {
  return (
    <ComingSoon
      title={canvasStrings.canvasTitle}
      description={canvasStrings.canvasDescription}
      icon={<Palette size={26} />}
    />
  );
}
