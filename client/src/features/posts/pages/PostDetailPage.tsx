import { ImageIcon } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { postsStrings } from '../strings';

export default function PostDetailPage() {
  return (
    <ComingSoon
      title={postsStrings.detailTitle}
      description={postsStrings.detailDescription}
      icon={<ImageIcon size={26} />}
    />
  );
}
