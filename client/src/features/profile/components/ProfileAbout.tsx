import { Link as LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { bioParts, linkLabel } from './bio-parts';
import { profileStrings as s } from '../strings';

/** Links people put on their profile: marked as theirs, not endorsed by Mixel. */
const OUTSIDE_REL = 'nofollow ugc noopener';

/** The bio as text, with its addresses and @mentions as links; then the profile's own links. */
export function ProfileAbout({ bio, links }: { bio: string; links: readonly string[] }) {
  if (!bio && links.length === 0) {
    return null;
  }
  return (
    <div className="profile-about">
      {bio ? (
        <p className="profile-about__bio" data-testid="profile-bio">
          {bioParts(bio).map((part, index) =>
            part.kind === 'text' ? (
              part.text
            ) : part.kind === 'link' ? (
              <a key={index} href={part.href} rel={OUTSIDE_REL} target="_blank">
                {linkLabel(part.text)}
              </a>
            ) : (
              <Link key={index} to={`/u/${encodeURIComponent(part.handle)}`}>
                {part.text}
              </Link>
            ),
          )}
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="profile-about__links" aria-label={s.linksLabel}>
          {links.map((href) => (
            <li key={href}>
              <a href={href} rel={OUTSIDE_REL} target="_blank">
                <LinkIcon size={14} aria-hidden="true" />
                {linkLabel(href)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
