import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const categoriesQuery = graphql(`
  query Categories {
    categories
  }
`);

interface CategorySelectProps {
  id: string;
  value: string | null;
  onChange: (category: string | null) => void;
  /** The first option, standing for "no category chosen". */
  emptyLabel: string;
}

/** The fixed Spanish category list as a select; the empty option answers null. */
export function CategorySelect({ id, value, onChange, emptyLabel }: CategorySelectProps) {
  const { data } = useQuery(categoriesQuery);
  return (
    <select
      id={id}
      className="input"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      <option value="">{emptyLabel}</option>
      {(data?.categories ?? []).map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  );
}
