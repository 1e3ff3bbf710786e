import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const PUSH_STATS = graphql(`
  query PushStats($page: Int, $from: String!, $to: String!) {
    pushNotifications(page: $page) {
      total
      page
      pageSize
      items {
        id
        title
        body
        url
        laws
        platforms
        state
        sendAt
        sentAt
        createdBy
        sent
        delivered
        failed
        clicked
        pending
      }
    }
    pushTimeline(from: $from, to: $to) {
      subscribers
      total {
        sent
        delivered
        failed
        clicked
      }
      days {
        day
        sent
        delivered
        failed
        clicked
      }
    }
  }
`);

export type PushNotificationRow = ResultOf<typeof PUSH_STATS>["pushNotifications"]["items"][number];
export type PushDayRow = ResultOf<typeof PUSH_STATS>["pushTimeline"]["days"][number];

export const SEND_PUSH = graphql(`
  mutation SendPushNotification($input: PushNotificationInput!) {
    sendPushNotification(input: $input) {
      id
      state
      sendAt
    }
  }
`);

export const PUSH_LOGS = graphql(`
  query PushLogs($filter: PushDeliveryFilter, $page: Int) {
    pushDeliveries(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        at
        notificationId
        title
        recipient
        service
        state
        statusCode
        response
        attempts
        sentAt
        clickedAt
      }
    }
  }
`);

export type PushDeliveryRow = ResultOf<typeof PUSH_LOGS>["pushDeliveries"]["items"][number];
