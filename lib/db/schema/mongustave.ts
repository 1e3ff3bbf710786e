import { sql } from "drizzle-orm";
import { inList } from "@/lib/db/check-values";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  DATA_DEAL_STATES,
  MG_DELIVERY_STATES,
  MG_FRAUD_STATES,
  MG_PRODUCTS,
  MG_WS_METHODS,
  MG_WS_STATES,
  type DataDealState,
  type MgDeliveryState,
  type MgFraudReason,
  type MgFraudState,
  type MgProduct,
  type MgWsMethod,
  type MgWsState,
} from "@/lib/domain/states";
import { users } from "./users";

/**
 * A Mon Gustave client's web service (spec section 3: consumer key, secret, client token, database):
 * where the leads of one product are pushed, how our fields map onto the client's, and the price the
 * client pays per accepted lead. `failure_streak` counts consecutive failed deliveries; past the
 * threshold the platform pauses the WS (paused_at, pause_reason) until an administrator resumes it.
 */
export const mgWebServices = pgTable(
  "mg_web_services",
  {
    id: serial("id").primaryKey(),
    /** The advertiser (law an) that owns the WS and is billed for its leads. */
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    product: text("product").$type<MgProduct>().notNull(),
    endpoint: text("endpoint").notNull(),
    method: text("method").$type<MgWsMethod>().notNull().default("POST"),
    /** Our field → the client's field name (fields not listed are not sent). */
    fieldMapping: jsonb("field_mapping").$type<Record<string, string>>().notNull().default({}),
    consumerKey: text("consumer_key").notNull(),
    consumerSecret: text("consumer_secret").notNull(),
    clientToken: text("client_token").notNull(),
    databaseName: text("database_name").notNull(),
    priceCents: integer("price_cents").notNull(),
    state: text("state").$type<MgWsState>().notNull().default("test"),
    failureStreak: integer("failure_streak").notNull().default(0),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    pauseReason: text("pause_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mg_web_services_product", sql`${t.product} in (${inList(MG_PRODUCTS)})`),
    check("mg_web_services_state", sql`${t.state} in (${inList(MG_WS_STATES)})`),
    check("mg_web_services_method", sql`${t.method} in (${inList(MG_WS_METHODS)})`),
    check("mg_web_services_price", sql`${t.priceCents} >= 0`),
    check("mg_web_services_paused", sql`(${t.state} = 'paused') = (${t.pausedAt} is not null)`),
    index("mg_web_services_client_idx").on(t.clientId),
    index("mg_web_services_product_idx").on(t.product, t.state),
  ],
);

/**
 * A consumer request collected by Mon Gustave (one form, one product) and what it cost to acquire.
 * Fraud rules run when it is taken in: a lead that fires one is `suspected` (with its reasons) and
 * waits in the review queue; `confirmed` fraud is never billed.
 */
export const mgLeads = pgTable(
  "mg_leads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    product: text("product").$type<MgProduct>().notNull(),
    /** The Mon Gustave form or partner site the request came from. */
    source: text("source").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city"),
    ip: text("ip"),
    deviceId: text("device_id"),
    /** Mon Gustave's acquisition cost of the request (media, form), against which the margin is computed. */
    costCents: integer("cost_cents").notNull().default(0),
    /** A lead sent only to WS in test (the "test" action), never billed nor counted in statistics. */
    isTest: boolean("is_test").notNull().default(false),
    fraudState: text("fraud_state").$type<MgFraudState>().notNull().default("clean"),
    fraudReasons: jsonb("fraud_reasons").$type<MgFraudReason[]>().notNull().default([]),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mg_leads_product", sql`${t.product} in (${inList(MG_PRODUCTS)})`),
    check("mg_leads_fraud_state", sql`${t.fraudState} in (${inList(MG_FRAUD_STATES)})`),
    check("mg_leads_email_lower", sql`${t.email} = lower(${t.email})`),
    check("mg_leads_cost", sql`${t.costCents} >= 0`),
    check("mg_leads_reviewed", sql`(${t.fraudState} in ('confirmed','cleared')) = (${t.reviewedAt} is not null)`),
    index("mg_leads_created_idx").on(t.createdAt, t.id),
    index("mg_leads_product_created_idx").on(t.product, t.createdAt),
    // The fraud rules' look-backs: same IP or device in the last minutes, same person across clients.
    index("mg_leads_ip_idx").on(t.ip, t.createdAt),
    index("mg_leads_device_idx").on(t.deviceId, t.createdAt),
    index("mg_leads_email_idx").on(t.email, t.createdAt),
    index("mg_leads_phone_idx").on(t.phone, t.createdAt),
    index("mg_leads_review_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.fraudState} <> 'clean'`),
  ],
);

/**
 * One lead pushed to one web service: the WS's answer (HTTP status, an excerpt of its body), the
 * response time of the last attempt and the number of attempts. The client and product are copied
 * from the WS when the delivery is created, so statistics group without a join and a WS that later
 * changes product keeps its history. `price_cents` is the WS's price at that time, billed only if
 * accepted (and the lead is not confirmed fraud).
 */
export const mgDeliveries = pgTable(
  "mg_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => mgLeads.id, { onDelete: "cascade" }),
    webServiceId: integer("web_service_id")
      .notNull()
      .references(() => mgWebServices.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product: text("product").$type<MgProduct>().notNull(),
    state: text("state").$type<MgDeliveryState>().notNull().default("pending"),
    priceCents: integer("price_cents").notNull(),
    httpStatus: integer("http_status"),
    responseExcerpt: text("response_excerpt"),
    responseMs: integer("response_ms"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("mg_deliveries_state", sql`${t.state} in (${inList(MG_DELIVERY_STATES)})`),
    check("mg_deliveries_product", sql`${t.product} in (${inList(MG_PRODUCTS)})`),
    check("mg_deliveries_settled", sql`(${t.state} = 'pending') = (${t.settledAt} is null)`),
    check("mg_deliveries_price", sql`${t.priceCents} >= 0`),
    uniqueIndex("mg_deliveries_lead_ws_uq").on(t.leadId, t.webServiceId),
    index("mg_deliveries_client_idx").on(t.clientId, t.createdAt),
    index("mg_deliveries_ws_idx").on(t.webServiceId, t.createdAt),
    index("mg_deliveries_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * A publisher's data deal (/datadeal/editeur/dashboard): the opt-in contacts that one of its sources
 * brings to Weedo data (data_contacts.source) are paid `price_cents` each, from `started_on` to
 * `ended_on` (open while active).
 */
export const dataDeals = pgTable(
  "data_deals",
  {
    id: serial("id").primaryKey(),
    publisherId: integer("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    priceCents: integer("price_cents").notNull(),
    startedOn: date("started_on").notNull(),
    endedOn: date("ended_on"),
    state: text("state").$type<DataDealState>().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("data_deals_state", sql`${t.state} in (${inList(DATA_DEAL_STATES)})`),
    check("data_deals_price", sql`${t.priceCents} >= 0`),
    check("data_deals_period", sql`${t.endedOn} is null or ${t.endedOn} >= ${t.startedOn}`),
    check("data_deals_ended", sql`(${t.state} = 'ended') = (${t.endedOn} is not null)`),
    uniqueIndex("data_deals_source_uq").on(t.source, t.startedOn),
    index("data_deals_publisher_idx").on(t.publisherId),
  ],
);
