import { createSchema } from "graphql-yoga";
import type { ApiContext } from "../context";
import { adminDashboardModule } from "./modules/admin-dashboard";
import { advertiserDashboardModule } from "./modules/advertiser-dashboard";
import { giftDashboardModule } from "./modules/gift-dashboard";
import { meModule } from "./modules/me";
import { publisherDashboardModule } from "./modules/publisher-dashboard";

const modules = [meModule, adminDashboardModule, advertiserDashboardModule, publisherDashboardModule, giftDashboardModule];

/** The performance API (default endpoint). Later issues add programs, campaigns, statistics. */
export const perfSchema = createSchema<ApiContext>({
  typeDefs: [/* GraphQL */ `type Query { _empty: Boolean }`, ...modules.map((m) => m.typeDefs)],
  resolvers: modules.map((m) => m.resolvers),
});
