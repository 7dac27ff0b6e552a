import { graphql } from '../../gql';

export const newsCardFragment = graphql(`
  fragment NewsCard on NewsItem {
    id
    slug
    title
    summary
    publishedAt
    cover {
      id
      width
      height
      dominantColor
      url
      variants {
        url
        width
        format
      }
    }
  }
`);

export const newsListQuery = graphql(`
  query NewsList($page: Int!) {
    news(page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...NewsCard
      }
    }
  }
`);

export const newsItemQuery = graphql(`
  query NewsItem($slug: String!) {
    newsItem(slug: $slug) {
      id
      bodyHtml
      updatedAt
      ...NewsCard
    }
  }
`);

export const markNewsSeenMutation = graphql(`
  mutation MarkNewsSeen {
    markNewsSeen {
      unread
    }
  }
`);

export const staffNewsFragment = graphql(`
  fragment StaffNewsItem on NewsItem {
    id
    slug
    title
    summary
    body
    state
    publishedAt
    updatedAt
    cover {
      id
      url
      width
      height
      dominantColor
    }
  }
`);

export const staffNewsQuery = graphql(`
  query StaffNews($page: Int!) {
    staffNews(page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...StaffNewsItem
      }
    }
  }
`);

export const createNewsMutation = graphql(`
  mutation CreateNews($input: NewsInput!) {
    createNews(input: $input) {
      id
      ...StaffNewsItem
    }
  }
`);

export const updateNewsMutation = graphql(`
  mutation UpdateNews($id: ID!, $input: NewsInput!) {
    updateNews(id: $id, input: $input) {
      id
      ...StaffNewsItem
    }
  }
`);

export const publishNewsMutation = graphql(`
  mutation PublishNews($id: ID!, $publishAt: DateTime) {
    publishNews(id: $id, publishAt: $publishAt) {
      id
      ...StaffNewsItem
    }
  }
`);

export const unpublishNewsMutation = graphql(`
  mutation UnpublishNews($id: ID!) {
    unpublishNews(id: $id) {
      id
      ...StaffNewsItem
    }
  }
`);

export const deleteNewsMutation = graphql(`
  mutation DeleteNews($id: ID!) {
    deleteNews(id: $id)
  }
`);
