import { CategoryChip, GalleryFeed } from '../components/GalleryFeed';
import { useGalleryPrefs } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

export default function HomePage() {
  useDocumentTitle(s.homeTitle);
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
