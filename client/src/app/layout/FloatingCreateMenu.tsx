import { Heart, Medal, Plus, Wand2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { layoutStrings as s } from './strings';

/** Floating plus button with three shortcuts; closes on blur, Escape or choosing one. */
export function FloatingCreateMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => setOpen(false);

  return (
    <div
      ref={root}
      className={`fab${open ? ' fab--open' : ''}`}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          toggle.current?.focus();
        }
      }}
    >
      {open ? (
        <ul id={menuId} className="fab__menu">
          <li>
            <Link to="/create" className="fab__link" onClick={close}>
              <Wand2 size={18} aria-hidden="true" />
              {s.quickCreate}
            </Link>
          </li>
          <li>
            <Link to="/feed-images" className="fab__link" onClick={close}>
              <Heart size={18} aria-hidden="true" />
              {s.quickFavorites}
            </Link>
          </li>
          <li>
            <Link to="/ranking" className="fab__link" onClick={close}>
              <Medal size={18} aria-hidden="true" />
              {s.quickRanking}
            </Link>
          </li>
        </ul>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className="fab__toggle"
        aria-label={s.quickMenu}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Plus size={26} aria-hidden="true" />
      </button>
    </div>
  );
}
