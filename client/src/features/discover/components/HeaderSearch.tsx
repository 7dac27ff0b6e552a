import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_INPUT_ID } from '../../../shared/hooks/overlays';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { discoverStrings as s } from '../strings';
import { listboxId, optionId, SEARCH_ITEM_SELECTOR } from './search-items';
import './header-search.css';

// Suggestions, recent searches and trends load when the box is first used.
const SearchPanel = lazy(() => import('./SearchPanel'));

/** Below this width (phones and tablets) an empty search opens the explorer. */
export const SEARCH_DESKTOP_QUERY = '(min-width: 1024px)';

/** Where a search submission goes: results for text; explorer (phones, tablets) or home when empty. */
export function searchTarget(text: string, isDesktop: boolean): string {
  const query = text.trim();
  if (query === '') {
    return isDesktop ? '/' : '/explorer';
  }
  return `/results?q=${encodeURIComponent(query)}`;
}

/** The header search box and its overlay (recent searches, popular, suggestions, create with AI). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const isDesktop = useMediaQuery(SEARCH_DESKTOP_QUERY);
  const currentQuery =
    location.pathname === '/results' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(currentQuery);
  const [syncedQuery, setSyncedQuery] = useState(currentQuery);
  const [open, setOpen] = useState(false);
  // typed into the box since it last lost focus or sent a search
  const [editing, setEditing] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  // what the listbox offers (set by the panel) and the selected option, for that list only
  const [options, setOptions] = useState<{ targets: string[] }>({ targets: [] });
  const [activeOption, setActiveOption] = useState<{ list: string[]; index: number }>({
    list: [],
    index: -1,
  });
  const active = activeOption.list === options.targets ? activeOption.index : -1;
  const listed = open && options.targets.length > 0;

  // Follow the address bar when it changes (back/forward, chips), without an effect; what the
  // person is typing wins over an address that catches up later (a navigation still rendering).
  if (syncedQuery !== currentQuery) {
    setSyncedQuery(currentQuery);
    if (!editing) {
      setText(currentQuery);
    }
  }

  const close = () => setOpen(false);

  const go = (target: string) => {
    close();
    setEditing(false);
    input.current?.blur();
    void navigate(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(searchTarget(text, isDesktop));
  };

  const items = () =>
    Array.from(wrapper.current?.querySelectorAll<HTMLElement>(SEARCH_ITEM_SELECTOR) ?? []);

  // While typing, the suggestions are a listbox: the arrow keys move the selection (focus stays
  // in the box, aria-activedescendant names the option), Enter opens it. Without text, the
  // arrow keys walk the overlay's links (recent searches with their remove buttons, trends).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      input.current?.focus();
      return;
    }
    if (event.key === 'Enter' && listed && active >= 0 && event.target === input.current) {
      event.preventDefault();
      go(options.targets[active]);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') {
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : -1;
    if (!open) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (listed) {
      event.preventDefault();
      const count = options.targets.length;
      // past either end the selection goes back to the text, as in a browser's own box
      const next = active + step;
      setActiveOption({
        list: options.targets,
        index: next < -1 ? count - 1 : next >= count ? -1 : next,
      });
      return;
    }
    const list = items();
    if (list.length === 0) {
      return;
    }
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next = index + step;
    if (next < 0) {
      input.current?.focus();
    } else {
      list[Math.min(next, list.length - 1)].focus();
    }
  };

  return (
    <div
      className="header-search"
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}
    >
      <form className="header-search__form" role="search" onSubmit={onSubmit}>
        <Search className="header-search__icon" size={18} aria-hidden="true" />
        <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
          {s.searchLabel}
        </label>
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          className="header-search__input"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listboxId(panelId) : undefined}
          aria-activedescendant={listed && active >= 0 ? optionId(panelId, active) : undefined}
          placeholder={s.searchPlaceholder}
          value={text}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value);
            setEditing(true);
            setOpen(true);
          }}
          onBlur={() => setEditing(false)}
        />
        <button type="submit" className="visually-hidden">
          {s.searchSubmit}
        </button>
      </form>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel
            id={panelId}
            text={text}
            onNavigate={go}
            active={active}
            onOptions={setOptions}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
