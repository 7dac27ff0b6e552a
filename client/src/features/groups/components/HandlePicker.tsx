import { useQuery } from '@apollo/client/react';
import { X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { userSuggestionsQuery } from '../operations';
import { groupsStrings as s } from '../strings';

interface HandlePickerProps {
  label: string;
  value: string[];
  onChange: (handles: string[]) => void;
  /** Handles not to offer (the signed-in user). */
  exclude?: string[];
}

/** Chips of @handles with an autocomplete list (a combobox): arrows, Enter and Backspace work. */
export function HandlePicker({ label, value, onChange, exclude = [] }: HandlePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim().replace(/^@/, '')), 200);
    return () => clearTimeout(timer);
  }, [text]);

  const { data } = useQuery(userSuggestionsQuery, {
    variables: { query: debounced },
    skip: debounced.length === 0,
  });
  const taken = new Set([...value, ...exclude].map((h) => h.toLowerCase()));
  const options = (debounced ? (data?.userSuggestions ?? []) : []).filter(
    (u) => !taken.has(u.name.toLowerCase()),
  );
  const showList = open && options.length > 0;

  const add = (handle: string) => {
    const clean = handle.trim().replace(/^@/, '');
    if (clean && !taken.has(clean.toLowerCase())) {
      onChange([...value, clean]);
    }
    setText('');
    setDebounced('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showList) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && showList) {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === ',') {
      if (text.trim()) {
        event.preventDefault();
        add(showList ? options[Math.min(active, options.length - 1)].name : text);
      }
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="field handle-picker">
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="handle-picker__anchor">
        <div className="handle-picker__box">
          {value.map((handle) => (
            <span key={handle} className="handle-picker__chip" data-testid="member-chip">
              @{handle}
              <button
                type="button"
                aria-label={s.removeMember(handle)}
                onClick={() => onChange(value.filter((h) => h !== handle))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </span>
          ))}
          <input
            id={`${id}-input`}
            className="handle-picker__input"
            role="combobox"
            aria-expanded={showList}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={showList ? `${id}-opt-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            placeholder={s.membersPlaceholder}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
        </div>
        {showList ? (
          <ul id={`${id}-list`} role="listbox" className="handle-picker__list">
            {options.map((u, index) => (
              <li
                key={u.id}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className="handle-picker__option"
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(u.name);
                }}
              >
                <Avatar name={u.fullname || u.name} src={u.image} size={28} />
                <span>
                  <strong>{u.fullname || u.name}</strong> <span className="muted">@{u.name}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {s.membersHint}
      </p>
    </div>
  );
}
