import { resultsPath } from '../../../shared/search/results-path';
import { useQuery } from '@apollo/client/react';
import { Clock, Hash, Search, Sparkles, TrendingUp, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import { creditsLabel, tokensToCredits } from '../../../shared/format/credits';
import { Avatar } from '../../../shared/ui/Avatar';
import { useTokensPerCredit } from '../../billing/hooks/useTokensPerCredit';
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
import { listboxId, optionId } from './search-items';
import './chips.css';

/** A profile's address. */
function profilePath(handle: string): string {
  return `/u/${encodeURIComponent(handle)}`;
}

/** The default model (Journey) charges 50 tokens per image. */
export const CREATE_SHORTCUT_TOKENS = 50;
const SUGGEST_DELAY_MS = 250;
const POPULAR_TAGS = 12;

const suggestionsQuery = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query)
    searchPeople(query: $query, first: 4) {
      id
      name
      fullname
      image
    }
  }
`);

/** What the suggestions listbox offers: the target of each option, in order. */
export interface ListedOptions {
  targets: string[];
}

interface SearchPanelProps {
  id: string;
  text: string;
  onNavigate: (target: string) => void;
  /** The selected option of the listbox (-1: none). */
  active: number;
  /** Told what the listbox offers whenever that changes (nothing once the panel closes). */
  onOptions: (options: ListedOptions) => void;
}

interface PanelOptionProps extends Omit<PanelLinkProps, 'className'> {
  panelId: string;
  index: number;
  active: number;
  className?: string;
}

/** An option of the suggestions listbox: a real link too (a middle click opens a tab). */
function PanelOption({
  panelId,
  index,
  active,
  to,
  className,
  onNavigate,
  children,
}: PanelOptionProps) {
  return (
    <Link
      to={to}
      id={optionId(panelId, index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      className={`search-panel__item${className ? ` ${className}` : ''}`}
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
export default function SearchPanel({ id, text, onNavigate, active, onOptions }: SearchPanelProps) {
  const query = text.trim();
  return (
    <div id={id} className="search-panel" role="region" aria-label={s.searchPanel}>
      {query === '' ? (
        <EmptyQueryPanel id={id} onNavigate={onNavigate} />
      ) : (
        <TypingPanel
          id={id}
          query={query}
          onNavigate={onNavigate}
          active={active}
          onOptions={onOptions}
        />
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

const NO_OPTIONS: ListedOptions = { targets: [] };

function TypingPanel({
  id,
  query,
  onNavigate,
  active,
  onOptions,
}: {
  id: string;
  query: string;
  onNavigate: (target: string) => void;
  active: number;
  onOptions: (options: ListedOptions) => void;
}) {
  const settled = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const { data, previousData } = useQuery(suggestionsQuery, {
    variables: { query: settled },
    skip: settled === '',
  });
  const shown = data ?? previousData;
  const suggestions = shown?.searchSuggestions ?? [];
  const people = shown?.searchPeople ?? [];
  const terms = suggestions.length > 0 ? suggestions : [query];
  const createTarget = `/create?prompt=${encodeURIComponent(query)}`;
  const peopleTargets = people.map((person) => profilePath(person.name));
  const termTargets = terms.map((term) => resultsPath(term));
  const targets = [createTarget, ...peopleTargets, ...termTargets];
  const listed = targets.join('\n');

  // the box keeps the selection and reads Enter; it learns the options when they change
  useEffect(() => {
    onOptions({ targets: listed.split('\n') });
    return () => onOptions(NO_OPTIONS);
  }, [listed, onOptions]);

  const option = { panelId: id, active, onNavigate };
  const ratio = useTokensPerCredit();
  return (
    <div
      id={listboxId(id)}
      role="listbox"
      aria-label={s.searchPanel}
      className="search-panel__listbox"
    >
      <PanelOption {...option} index={0} to={createTarget} className="search-panel__create">
        <Sparkles size={18} aria-hidden="true" />
        <span className="search-panel__term">{s.createWithAi(query)}</span>
        <span className="search-panel__cost">
          {ratio === null ? null : creditsLabel(tokensToCredits(CREATE_SHORTCUT_TOKENS, ratio))}
        </span>
      </PanelOption>
      {people.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-people`} className="search-panel__section">
          <div id={`${id}-people`} role="presentation" className="search-panel__heading">
            {s.people}
          </div>
          <div className="search-panel__list">
            {people.map((person, index) => (
              <PanelOption
                key={person.id}
                {...option}
                index={1 + index}
                to={peopleTargets[index]}
                className="search-panel__person"
              >
                <Avatar name={person.fullname || person.name} src={person.image} size={32} />
                <span className="search-panel__person-names">
                  <span className="search-panel__term">{person.fullname || person.name}</span>
                  <span className="search-panel__handle">@{person.name}</span>
                </span>
              </PanelOption>
            ))}
          </div>
        </div>
      ) : null}
      <div role="group" aria-labelledby={`${id}-suggestions`} className="search-panel__section">
        <div id={`${id}-suggestions`} role="presentation" className="search-panel__heading">
          {s.suggestions}
        </div>
        <div className="search-panel__list">
          {terms.map((term, index) => (
            <PanelOption
              key={term}
              {...option}
              index={1 + people.length + index}
              to={termTargets[index]}
            >
              <Search size={16} aria-hidden="true" />
              <span className="search-panel__term">
                {suggestions.length > 0 ? term : s.searchFor(query)}
              </span>
            </PanelOption>
          ))}
        </div>
      </div>
    </div>
  );
}
