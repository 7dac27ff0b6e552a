import { graphql } from '../../gql';

export const reportMutation = graphql(`
  mutation Report($input: ReportInput!) {
    report(input: $input) {
      created
      message
    }
  }
`);

export const appealMutation = graphql(`
  mutation Appeal($targetType: ModerationTargetType!, $targetId: ID!, $text: String!) {
    appeal(targetType: $targetType, targetId: $targetId, text: $text) {
      id
      status
    }
  }
`);

export const myModerationQuery = graphql(`
  query MyModeration($targetType: ModerationTargetType!, $targetId: ID!) {
    myModeration(targetType: $targetType, targetId: $targetId) {
      hidden
      reason
      canAppeal
      appeal {
        id
        status
      }
    }
  }
`);

export const moderationQueueQuery = graphql(`
  query ModerationQueue(
    $status: ModerationQueueStatus!
    $targetType: ModerationTargetType
    $page: Int!
  ) {
    moderationQueue(status: $status, targetType: $targetType, page: $page) {
      currentPage
      hasNextPage
      items {
        target {
          type
          id
        }
        reportCount
        firstReportedAt
        reasonCounts {
          reason
          count
        }
        reports {
          id
          reason
          text
          reporterName
          createdAt
        }
        preview {
          title
          image
          href
          ownerName
        }
        state {
          hidden
          hiddenCause
          hiddenReason
          banned
          suspendedUntil
          contentLevel
        }
        appeal {
          id
          text
          status
        }
      }
    }
  }
`);

export const moderateMutation = graphql(`
  mutation Moderate($input: ModerateInput!) {
    moderate(input: $input) {
      id
      action
    }
  }
`);

export const auditLogQuery = graphql(`
  query AuditLog($targetType: ModerationTargetType, $targetId: ID) {
    auditLog(targetType: $targetType, targetId: $targetId) {
      items {
        id
        action
        reason
        actorName
        createdAt
      }
    }
  }
`);
