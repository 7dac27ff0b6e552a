import { useApolloClient } from '@apollo/client/react';
import { Heart } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import { useSession } from '../../accounts/session/SessionProvider';
import { GallerySkeleton, PagedGallery } from '../../discover/components/PagedGallery';
import type { GalleryPost } from '../../discover/components/VirtualPostGrid';
import { usePagedPosts, type PostPage } from '../../discover/hooks/usePagedPosts';
import { favoritesStrings as s } from '../strings';
import '../../discover/components/gallery.css';
import { buttonClass } from '../../../shared/ui/Button';
import { SignInPrompt } from '../../../shared/ui/SignInPrompt';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const favoritesQuery = graphql(`
  query FavoriteImages($page: Int!) {
    favorites(page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...VirtualPostGrid_Post
      }
    }
  }
`);

export default function FavoriteImagesPage() {
  useDocumentTitle(s.favoriteImagesTitle);
  const { user } = useSession();
  return (
    <div className="discover-page">
      <div className="discover-page__head">
        <h1 className="discover-page__title">{s.favoriteImagesTitle}</h1>
      </div>
      {user === undefined ? <GallerySkeleton /> : null}
      {user === null ? (
        <SignInPrompt
          icon={<Heart size={26} />}
          title={s.signInTitle}
          text={s.signInText}
          actionsClassName="discover-page__actions"
        />
      ) : null}
      {user ? (
        <>
          <p className="discover-page__note">{s.favoriteImagesIntro}</p>
          <Favorites key={user.id} />
        </>
      ) : null}
    </div>
  );
}

function Favorites() {
  const client = useApolloClient();
  const fetchPage = useCallback(
    async (cursor: string | null): Promise<PostPage<GalleryPost>> => {
      const page = cursor ? Number(cursor) : 1;
      const { data } = await client.query({
        query: favoritesQuery,
        variables: { page },
        fetchPolicy: 'network-only',
      });
      if (!data) {
        throw new Error('favorites without data');
      }
      return {
        posts: data.favorites.items,
        cursor: String(data.favorites.currentPage + 1),
        hasNextPage: data.favorites.hasNextPage,
      };
    },
    [client],
  );
  const paged = usePagedPosts({ fetchPage });
  return (
    <PagedGallery
      paged={paged}
      gridType="vertical"
      label={s.favoritesLabel}
      empty={
        <div className="empty-state">
          <span className="empty-state__icon" aria-hidden="true">
            <Heart size={26} />
          </span>
          <h2>{s.emptyTitle}</h2>
          <p>{s.emptyText}</p>
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            {s.goGallery}
          </Link>
        </div>
      }
    />
  );
}
