import { Heart } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { favoritesStrings } from '../strings';

export default function FavoriteImagesPage() {
  return (
    <ComingSoon
      title={favoritesStrings.favoriteImagesTitle}
      description={favoritesStrings.favoriteImagesDescription}
      icon={<Heart size={26} />}
    />
  );
}
