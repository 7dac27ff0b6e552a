import { CategoryChip, GalleryFeed } from '../components/GalleryFeed';
import { useGalleryPrefs } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';

export default function HomePage() {
  const { gridType, order, category } = useGalleryPrefs();
  const key = `home|${order}|${category ?? ''}`;
  return (
    <div className="discover-page">
      <h1 className="visually-hidden">{s.homeTitle}</h1>
      <CategoryChip category={category} />
      <GalleryFeed key={key} saveKey={key} order={order} category={category} gridType={gridType} />
    </div>
  );
}
