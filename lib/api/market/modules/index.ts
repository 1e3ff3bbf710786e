import type { ApiModule } from "../../module";
import { shellModule } from "./shell";
import { catalogModule } from "@/features/market/catalog/api";
import { stockModule } from "@/features/market/catalog/stock-api";
import { prepaymentsModule } from "@/features/market/money/prepayments-api";
import { ledgerModule } from "@/features/market/money/ledger-api";
import { invalidationsModule } from "@/features/market/money/invalidations-api";
import { clientStatsModule } from "@/features/market/money/client-stats-api";
import { checkModule } from "@/features/check/verification/api";
import { webhooksModule } from "@/features/market/webhooks/api";
import { ordersModule } from "@/features/market/orders/api";
import { filtersModule } from "@/features/market/filters/api";
import { cartModule } from "@/features/market/cart/api";
import { promoModule } from "@/features/market/cart/promo-api";
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
