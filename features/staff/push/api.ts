import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { createNotification, notificationSchema } from "./server/notifications";
import { deliveryFilterSchema, listDeliveries, listNotifications, pushTimeline } from "./server/reports";
import { removeSubscription, saveSubscription, subscriptionSchema } from "./server/subscriptions";
import { vapidKeys } from "./server/vapid";
import { isCalendarDay } from "@/lib/validation/day";

const invalid = (issues: { path: PropertyKey[] }[]) =>
  badInput("Invalid input", Object.fromEntries(issues.map((i) => [String(i.path[0] ?? "input"), "invalid"])));

/**
 * Web Push (issue 13): every signed-in browser may subscribe; the composer, statistics and logs of
 * /pushNotifications/* are for a full administrator (ad) only (the authorization table says so).
 */
export const pushModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    input PushSubscriptionInput {
      endpoint: String!
      p256dh: String!
      auth: String!
    }
    "Empty lists mean everyone; sendAt (ISO date-time) absent or past means now."
    input PushNotificationInput {
      title: String!
      body: String!
      url: String!
      laws: [String!]
      platforms: [String!]
      sendAt: String
    }
    type PushNotification {
      id: Int!
      title: String!
      body: String!
      url: String!
      laws: [String!]!
      platforms: [String!]!
      state: String!
      sendAt: String!
      sentAt: String
      createdBy: String
      sent: Int!
      delivered: Int!
      failed: Int!
      clicked: Int!
      pending: Int!
    }
    type PushNotificationPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [PushNotification!]!
    }
    type PushDay {
      day: String!
      sent: Int!
      delivered: Int!
      failed: Int!
      clicked: Int!
    }
    type PushTotals {
      sent: Int!
      delivered: Int!
      failed: Int!
      clicked: Int!
    }
    type PushTimeline {
      days: [PushDay!]!
      total: PushTotals!
      subscribers: Int!
    }
    type PushDelivery {
      id: Int!
      at: String!
      notificationId: Int!
      title: String!
      recipient: String
      service: String!
      state: String!
      statusCode: Int
      response: String
      attempts: Int!
      sentAt: String
      clickedAt: String
    }
    type PushDeliveryPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [PushDelivery!]!
    }
    "Empty strings mean any; from and to are Paris days (YYYY-MM-DD), both included."
    input PushDeliveryFilter {
      notificationId: Int
      state: String
      from: String
      to: String
    }

    extend type Query {
      "The VAPID public key browsers subscribe with (applicationServerKey)."
      pushPublicKey: String!
      "Notifications, newest first, 10 per page, with their delivery counts."
      pushNotifications(page: Int): PushNotificationPage!
      "Deliveries and clicks per Paris day over a period (at most a year)."
      pushTimeline(from: String!, to: String!): PushTimeline!
      "The delivery log, newest first, 10 per page."
      pushDeliveries(filter: PushDeliveryFilter, page: Int): PushDeliveryPage!
    }
    extend type Mutation {
      "Stores the caller's browser subscription."
      subscribePush(input: PushSubscriptionInput!): Boolean!
      "Removes one of the caller's subscriptions."
      unsubscribePush(endpoint: String!): Boolean!
      "Writes a notification and queues it for its time."
      sendPushNotification(input: PushNotificationInput!): PushNotification!
    }
  `,
  resolvers: {
    Query: {
      pushPublicKey: () => vapidKeys().publicKey,
      pushNotifications: (_, args, ctx) => listNotifications(ctx.db, args.page ?? 1),
      pushTimeline: (_, args, ctx) => {
        const ok = isCalendarDay(args.from) && isCalendarDay(args.to) && args.from <= args.to;
        const span = (Date.parse(args.to) - Date.parse(args.from)) / 86_400_000;
        if (!ok || span > 366) throw badInput("Invalid period", { to: "period" });
        return pushTimeline(ctx.db, args.from, args.to);
      },
      pushDeliveries: (_, args, ctx) => {
        const parsed = deliveryFilterSchema.safeParse(args.filter ?? {});
        if (!parsed.success) throw invalid(parsed.error.issues);
        return listDeliveries(ctx.db, parsed.data, args.page ?? 1);
      },
    },
    Mutation: {
      subscribePush: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const parsed = subscriptionSchema.safeParse(args.input);
        if (!parsed.success) throw invalid(parsed.error.issues);
        const outcome = await saveSubscription(ctx.db, caller.id, parsed.data, ctx.userAgent);
        if (outcome === "ENDPOINT_REFUSED") throw badInput("This push endpoint is refused", { endpoint: "refused" });
        if (outcome === "ENDPOINT_TAKEN")
          throw badInput("This push endpoint belongs to another browser", { endpoint: "taken" });
        return true;
      },
      unsubscribePush: (_, args, ctx) => removeSubscription(ctx.db, requireCaller(ctx).id, args.endpoint),
      sendPushNotification: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const parsed = notificationSchema.safeParse(args.input);
        if (!parsed.success) throw invalid(parsed.error.issues);
        const row = await createNotification(ctx.db, parsed.data, { id: caller.id, ip: ctx.ip });
        return {
          id: row.id,
          title: row.title,
          body: row.body,
          url: row.url,
          laws: row.audience.laws,
          platforms: row.audience.platforms,
          state: row.state,
          sendAt: row.sendAt.toISOString(),
          sentAt: null,
          createdBy: caller.email,
          sent: 0,
          delivered: 0,
          failed: 0,
          clicked: 0,
          pending: 0,
        };
      },
    },
  },
};
