import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import type { AdsCreativeFieldsFragment } from '../../../gql/graphql';
import { creativeFieldsFragment, myAdCreativesQuery } from '../operations';

/** The advertiser's posts an ad may show, by id (for titles and thumbnails of ads). */
export function useCreatives(options: { poll?: boolean } = {}) {
  const result = useQuery(myAdCreativesQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: options.poll ? 3000 : 0,
  });
  const list = getFragmentData(creativeFieldsFragment, result.data?.myAdCreatives ?? []);
  const byId = new Map<string, AdsCreativeFieldsFragment>(list.map((p) => [p.id, p]));
  return { ...result, list, byId };
}
