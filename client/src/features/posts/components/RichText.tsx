import { Link } from 'react-router';
import { hashtagPath, parseRichText, profilePath } from './rich-text';

/** A description with #hashtags linked to the search and @mentions linked to the profile. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((part, index) => {
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
