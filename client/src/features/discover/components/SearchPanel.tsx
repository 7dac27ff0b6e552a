import { resultsPath } from '../../../shared/search/results-path';
import { useQuery } from '@apollo/client/react';
import { Clock, Hash, Search, Sparkles, TrendingUp, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import {
  tagTerm,
  trendCover,
  TRENDING_CATEGORIES_LIMIT,
  trendingCategoriesQuery,
  trendingTagsQuery,
} from '../hooks/trends';
import { useRecentSearches } from '../hooks/useRecentSearches';
import { RECENT_SEARCHES_MAX } from '../state/local-recent-searches';
import { discoverStrings as s } from '../strings';
import './chips.css';

/** The default model (Journey) charges 50 tokens per image. */
export const CREATE_SHORTCUT_TOKENS = 50;
const SUGGEST_DELAY_MS = 250;
const POPULAR_TAGS = 12;

const suggestionsQuery = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query)
  }
`);

interface SearchPanelProps {
  id: string;
  text: string;
  onNavigate: (target: string) => void;
}

interface PanelLinkProps {
  to: string;
  className: string;
  onNavigate: (target: string) => void;
  children: ReactNode;
}

/** An overlay entry: a real link, followed through the box so the overlay closes. */
function PanelLink({ to, className, onNavigate, children }: PanelLinkProps) {
  return (
    <Link
      to={to}
      className={className}
      data-search-item=""
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) {
          return;
        }
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </Link>
  );
}

/** The overlay under the search box. */
export default function SearchPanel({ id, text, onNavigate }: SearchPanelProps) {
  const query = text.trim();
  return (
    <div id={id} className="search-panel" role="region" aria-label={s.searchPanel}>
      {query === '' ? (
        <EmptyQueryPanel id={id} onNavigate={onNavigate} />
      ) : (
        <TypingPanel id={id} query={query} onNavigate={onNavigate} />
      )}
    </div>
  );
}

function EmptyQueryPanel({ id, onNavigate }: { id: string; onNavigate: (target: string) => void }) {
  const { terms, loading, remove } = useRecentSearches();
  const trends = useQuery(trendingCategoriesQuery, {
    variables: { limit: TRENDING_CATEGORIES_LIMIT },
  });
  const trendingTags = useQuery(trendingTagsQuery);
  const shown = terms.slice(0, RECENT_SEARCHES_MAX);
  const categories = trends.data?.trendingCategories ?? [];
  const tags = (trendingTags.data?.trendingTags ?? []).slice(0, POPULAR_TAGS);

  return (
    <>
      <section className="search-panel__section" aria-labelledby={`${id}-recent`}>
        <h2 id={`${id}-recent`} className="search-panel__heading">
          {s.recentSearches}
        </h2>
        {loading ? (
          <div className="search-panel__skeletons" aria-hidden="true">
            <Skeleton height={20} width="60%" />
            <Skeleton height={20} width="45%" />
          </div>
        ) : shown.length === 0 ? (
          <p className="search-panel__empty">{s.noRecentSearches}</p>
        ) : (
          <ul className="search-panel__list" aria-label={s.recentSearches}>
            {shown.map((term) => (
              <li key={term} className="search-panel__row">
                <PanelLink
                  to={resultsPath(term)}
                  className="search-panel__item"
                  onNavigate={onNavigate}
                >
                  <Clock size={16} aria-hidden="true" />
                  <span className="search-panel__term">{term}</span>
                </PanelLink>
                <button
                  type="button"
                  className="icon-btn search-panel__remove"
                  aria-label={s.removeRecent(term)}
                  onClick={() => remove(term)}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="search-panel__section" aria-labelledby={`${id}-popular`}>
        <h2 id={`${id}-popular`} className="search-panel__heading">
          {s.popular}
        </h2>
        {trends.loading && !trends.data ? (
          <div className="search-panel__popular" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={56} className="search-panel__popular-skeleton" />
            ))}
          </div>
        ) : (
          <>
            {categories.length > 0 ? (
              <ul className="search-panel__popular">
                {categories.map(({ category, items }) => {
                  const cover = trendCover(items);
                  return (
                    <li key={category}>
                      <PanelLink
                        to={resultsPath(category)}
                        className="search-panel__category"
                        onNavigate={onNavigate}
                      >
                        <span
                          className="search-panel__cover"
                          style={{ backgroundColor: cover?.dominantColor ?? undefined }}
                        >
                          {cover?.src ? <img src={cover.src} alt="" loading="lazy" /> : null}
                        </span>
                        <span className="search-panel__category-name">{category}</span>
                        <TrendingUp size={14} aria-hidden="true" />
                      </PanelLink>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {tags.length > 0 ? (
              <ul className="search-panel__tags" aria-label={s.trendingTags}>
                {tags.map(({ tag }) => (
                  <li key={tag}>
                    <PanelLink
                      to={resultsPath(tagTerm(tag))}
                      className="chip"
                      onNavigate={onNavigate}
                    >
                      <Hash size={14} aria-hidden="true" />
                      {tag.replace(/^#/, '')}
                    </PanelLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {categories.length === 0 && tags.length === 0 ? (
              <p className="search-panel__empty">{s.noTrends}</p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

function TypingPanel({
  id,
  query,
  onNavigate,
}: {
  id: string;
  query: string;
  onNavigate: (target: string) => void;
}) {
  const settled = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const { data, previousData } = useQuery(suggestionsQuery, {
    variables: { query: settled },
    skip: settled === '',
  });
  const suggestions = (data ?? previousData)?.searchSuggestions ?? [];

  return (
    <>
      <PanelLink
        to={`/create?prompt=${encodeURIComponent(query)}`}
        className="search-panel__item search-panel__create"
        onNavigate={onNavigate}
      >
        <Sparkles size={18} aria-hidden="true" />
        <span className="search-panel__term">{s.createWithAi(query)}</span>
        <span className="search-panel__cost">{s.tokenCost(CREATE_SHORTCUT_TOKENS)}</span>
      </PanelLink>
      <section className="search-panel__section" aria-labelledby={`${id}-suggestions`}>
        <h2 id={`${id}-suggestions`} className="search-panel__heading">
          {s.suggestions}
        </h2>
        <ul className="search-panel__list" aria-label={s.suggestions}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <PanelLink
                to={resultsPath(suggestion)}
                className="search-panel__item"
                onNavigate={onNavigate}
              >
                <Search size={16} aria-hidden="true" />
                <span className="search-panel__term">{suggestion}</span>
              </PanelLink>
            </li>
          ))}
          {suggestions.length === 0 ? (
            <li>
              <PanelLink
                to={resultsPath(query)}
                className="search-panel__item"
                onNavigate={onNavigate}
              >
                <Search size={16} aria-hidden="true" />
                <span className="search-panel__term">{s.searchFor(query)}</span>
              </PanelLink>
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}
