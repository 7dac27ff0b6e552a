import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import '../../../shared/ui/tabs.css';
import { settingsNavStrings as s } from '../strings';

const PAGES = [
  { to: '/settings/profile', label: s.profile },
  { to: '/settings', label: s.account },
  { to: '/settings/content', label: s.content },
  { to: '/settings/blocked', label: s.blocked },
  { to: '/settings/deleted', label: s.deleted },
] as const;

/** The settings pages side by side: each one's tab bar reaches the others. */
export function SettingsNav() {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    // on a narrow phone the bar scrolls: the page's own tab is brought into it
    bar.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <nav ref={bar} className="tabs settings-nav" aria-label={s.label}>
      {PAGES.map((page) => (
        <NavLink key={page.to} to={page.to} end className="tabs__tab">
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
