import { lazy } from 'react';
import { useParams } from 'react-router';
import NewsArticlePage from './NewsArticlePage';
import NewsListPage from './NewsListPage';

/** /news/equipo: the staff screen (no item gets this address: the server reserves it). */
export const STAFF_NEWS_SLUG = 'equipo';

const StaffNewsPage = lazy(() => import('./StaffNewsPage'));

/**
 * /news, /news/:slug and /news/equipo (staff): one lazy route of the shell's router (each route
 * there costs the initial bundle), the staff editor a chunk of its own.
 */
export default function NewsPage() {
  const slug = useParams()['*'];
  if (slug === STAFF_NEWS_SLUG) {
    return <StaffNewsPage />;
  }
  return slug ? <NewsArticlePage /> : <NewsListPage />;
}
