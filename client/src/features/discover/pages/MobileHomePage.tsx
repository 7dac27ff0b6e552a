import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { CategoryChip, GalleryFeed } from '../components/GalleryFeed';
import { resultsPath } from '../../../shared/search/results-path';
import { TRENDING_CATEGORIES_LIMIT, trendCover, trendingCategoriesQuery } from '../hooks/trends';
import { useGalleryPrefs } from '../state/gallery-prefs';
import { discoverStrings as s } from '../strings';
import '../components/gallery.css';
import '../components/trends.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

/** 'Modo Mixel': trending categories as a strip of stories over a two-column gallery. */
export default function MobileHomePage() {
  useDocumentTitle(s.mobileHomeTitle);
  const { order, category } = useGalleryPrefs();
  const trends = useQuery(trendingCategoriesQuery, {
    variables: { limit: TRENDING_CATEGORIES_LIMIT },
  });
  const key = `mixel|${order}|${category ?? ''}`;

  return (
    <div className="discover-page">
      <h1 className="visually-hidden">{s.mobileHomeTitle}</h1>
      <ul className="mixel-stories" aria-label={s.trendingCategories}>
        {trends.loading && !trends.data
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton circle width={64} height={64} />
              </li>
            ))
          : (trends.data?.trendingCategories ?? []).map(({ category: name, items }) => {
              const cover = trendCover(items);
              return (
                <li key={name}>
                  <Link to={resultsPath(name)} className="mixel-story">
                    <span className="mixel-story__ring">
                      <span
                        className="mixel-story__cover"
                        style={{ backgroundColor: cover?.dominantColor ?? undefined }}
                      >
                        {cover?.src ? <img src={cover.src} alt="" loading="lazy" /> : null}
                      </span>
                    </span>
                    <span className="mixel-story__name">{name}</span>
                  </Link>
                </li>
              );
            })}
      </ul>
      <h2 className="mixel__subtitle">{s.forYou}</h2>
      <CategoryChip category={category} />
      <GalleryFeed
        key={key}
        saveKey={key}
        order={order}
        category={category}
        gridType="vertical"
        columns={2}
      />
    </div>
  );
}
