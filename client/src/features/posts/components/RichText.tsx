import { Link } from 'react-router';
import { hashtagPath, parseRichText, profilePath } from './rich-text';

/**
 * A description or comment as plain text, with #hashtags linked to the search and the
 * `mentions` the server resolved to users linked to their profiles.
 */
export function RichText({ text, mentions }: { text: string; mentions: readonly string[] }) {
  return (
    <>
      {parseRichText(text, mentions).map((part, index) => {
        if (part.kind === 'hashtag') {
          return (
            <Link key={index} to={hashtagPath(part.tag)} className="rich-link">
              {part.text}
            </Link>
          );
        }
        if (part.kind === 'mention') {
          return (
            <Link key={index} to={profilePath(part.name)} className="rich-link">
              {part.text}
            </Link>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}
