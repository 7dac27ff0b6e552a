import { graphql } from '../../gql';

export const notificationsQuery = graphql(`
  query Notifications($page: Int!) {
    notifications(page: $page) {
      items {
        id
        clicked
        groupSize
        ...NotificationItem_Notification
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
      id
      clicked
      groupSize
      ...NotificationItem_Notification
    }
  }
`);

export const unreadCountChangedSubscription = graphql(`
  subscription UnreadCountChanged {
    unreadCountChanged
  }
`);
