import { graphql } from '../../gql';

export const sendFeedbackMutation = graphql(`
  mutation SendFeedback($input: SendFeedbackInput!) {
    sendFeedback(input: $input)
  }
`);

export const feedbackItemFragment = graphql(`
  fragment FeedbackItem on Feedback {
    id
    rating
    message
    pagePath
    userAgent
    createdAt
    handled
    handledAt
    author {
      id
      name
      fullname
      image
    }
  }
`);

export const feedbackListQuery = graphql(`
  query FeedbackList($status: FeedbackStatus!, $rating: FeedbackRating, $page: Int!) {
    feedbackList(status: $status, rating: $rating, page: $page) {
      currentPage
      hasNextPage
      items {
        id
        ...FeedbackItem
      }
    }
  }
`);

export const markFeedbackHandledMutation = graphql(`
  mutation MarkFeedbackHandled($id: ID!, $handled: Boolean!) {
    markFeedbackHandled(id: $id, handled: $handled) {
      id
      ...FeedbackItem
    }
  }
`);
