import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_INPUT_ID } from '../../../shared/hooks/overlays';
import { useIsDesktop } from '../../../shared/hooks/useMediaQuery';
import { discoverStrings as s } from '../strings';
import './header-search.css';

/** Where a search submission goes: results for text; explorer (phones, tablets) or home when empty. */
export function searchTarget(text: string, isDesktop: boolean): string {
  const query = text.trim();
  if (query === '') {
    return isDesktop ? '/' : '/explorer';
  }
  return `/results?q=${encodeURIComponent(query)}`;
}

export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const isDesktop = useIsDesktop();
  const currentQuery =
    location.pathname === '/results' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(currentQuery);
  const [syncedQuery, setSyncedQuery] = useState(currentQuery);

  // Follow the address bar when it changes (back/forward, chips), without an effect.
  if (syncedQuery !== currentQuery) {
    setSyncedQuery(currentQuery);
    setText(currentQuery);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchTarget(text, isDesktop));
  };

  return (
    <form className="header-search" role="search" onSubmit={onSubmit}>
      <Search className="header-search__icon" size={18} aria-hidden="true" />
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {s.searchLabel}
      </label>
      <input
        id={SEARCH_INPUT_ID}
        className="header-search__input"
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={s.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="visually-hidden">
        {s.searchSubmit}
      </button>
    </form>
  );
}
