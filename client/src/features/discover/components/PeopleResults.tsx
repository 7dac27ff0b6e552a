import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import { formatCompactCount } from '../../../shared/format/compact-count';
import { Avatar } from '../../../shared/ui/Avatar';
import { discoverStrings as s } from '../strings';
import './people-results.css';

const PEOPLE_SHOWN = 12;

const peopleQuery = graphql(`
  query SearchPeople($query: String!, $first: Int!) {
    searchPeople(query: $query, first: $first) {
      id
      name
      fullname
      image
      followerCount
    }
  }
`);

type FoundPeople = ReturnType<typeof usePeopleResults>;

/** People whose handle or display name matches the query (empty until they arrive). */
export function usePeopleResults(query: string) {
  const { data } = useQuery(peopleQuery, {
    variables: { query, first: PEOPLE_SHOWN },
    skip: query === '',
  });
  return data?.searchPeople ?? [];
}

/** The results page's 'Personas': people whose handle or name matches, before the posts. */
export function PeopleResults({ people }: { people: FoundPeople }) {
  if (people.length === 0) {
    return null;
  }
  return (
    <section className="people-results" aria-labelledby="people-results-title">
      <h2 id="people-results-title" className="people-results__title">
        {s.people}
      </h2>
      <ul className="people-results__list">
        {people.map((person) => (
          <li key={person.id}>
            <Link to={`/u/${encodeURIComponent(person.name)}`} className="people-results__card">
              <Avatar name={person.fullname || person.name} src={person.image} size={56} />
              <span className="people-results__name">{person.fullname || person.name}</span>
              <span className="people-results__handle">@{person.name}</span>
              <span className="people-results__followers">
                {s.followers(person.followerCount, formatCompactCount(person.followerCount))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
