import { graphql } from '../../gql';

export const notificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    typeNotification
    clicked
    createdAt
    postId
    commentId
    href
    author {
      id
      name
      fullname
      image
    }
  }
`);

export const notificationsQuery = graphql(`
  query Notifications($page: Int!) {
    notifications(page: $page) {
      items {
        ...NotificationFields
      }
      unreadCount
      currentPage
      hasNextPage
    }
  }
`);

export const unreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const markNotificationClickedMutation = graphql(`
  mutation MarkNotificationClicked($id: ID!) {
    markNotificationClicked(id: $id)
  }
`);

export const markAllNotificationsClickedMutation = graphql(`
  mutation MarkAllNotificationsClicked {
    markAllNotificationsClicked
  }
`);

export const notificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);

export const unreadCountChangedSubscription = graphql(`
  subscription UnreadCountChanged {
    unreadCountChanged
  }
`);
