import type { ApiModule } from "../../module";
import { shellModule } from "./shell";
import { catalogModule } from "./catalog";
import { stockModule } from "./stock";
import { prepaymentsModule } from "./prepayments";
import { ledgerModule } from "./ledger";
import { invalidationsModule } from "./invalidations";
import { clientStatsModule } from "./client-stats";
import { checkModule } from "@/features/check/verification/api";
import { webhooksModule } from "./webhooks";
import { ordersModule } from "./orders";
import { filtersModule } from "./filters";
import { cartModule } from "./cart";
import { promoModule } from "./promo";
import { dataModule } from "@/features/data/contacts/api";
import { realtimeModule } from "./realtime";
import { datadealModule } from "@/features/datadeal/publisher-deals/api";
import { mongustaveFraudModule } from "@/features/mongustave/fraud/api";
import { mongustaveAdvertiserModule } from "@/features/mongustave/advertiser/api";
import { mongustaveWsModule } from "@/features/mongustave/web-services/api";
import { mongustaveStatsModule } from "@/features/mongustave/stats/api";

/** Every module of the marketplace API; a domain adds its module here. */
export const marketModules: ApiModule<"market">[] = [
  shellModule,
  catalogModule,
  stockModule,
  ordersModule,
  filtersModule,
  cartModule,
  promoModule,
  webhooksModule,
  prepaymentsModule,
  ledgerModule,
  invalidationsModule,
  clientStatsModule,
  checkModule,
  dataModule,
  realtimeModule,
  datadealModule,
  mongustaveFraudModule,
  mongustaveAdvertiserModule,
  mongustaveWsModule,
  mongustaveStatsModule,
];
