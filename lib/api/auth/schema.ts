import { authEnums } from "../enums";
import { createSchema } from "graphql-yoga";
import type { ApiContext } from "../context";
import { auditTrailModule } from "./modules/audit-trail";
import { backupsModule } from "./modules/backups";
import { billingMonthsModule } from "./modules/billing-months";
import { interactionsModule } from "./modules/interactions";
import { invoiceCallsModule } from "@/features/billing/invoice-calls/api";
import { invoicesModule } from "@/features/billing/invoices/api";
import { eInvoicingModule } from "@/features/billing/e-invoicing/api";
import { marketSettlementModule } from "@/features/billing/market-settlement/api";
import { incomingInvoicesModule } from "@/features/billing/incoming-invoices/api";
import { countsModule } from "./modules/counts";
import { membersModule } from "./modules/members";
import { notificationsModule } from "./modules/notifications";
import { oiModule } from "@/features/billing/insertion-orders/api";
import { passwordModule } from "./modules/password";
import { prepaymentInvoicesModule } from "@/features/billing/prepayment-invoices/api";
import { profileModule } from "./modules/profile";
import { pushModule } from "./modules/push";
import { reportsModule } from "./modules/reports";
import { signInModule } from "./modules/sign-in";
import { signUpModule } from "./modules/sign-up";
import { staffStatsModule } from "./modules/staff-stats";
import { twoFactorModule } from "./modules/two-factor";

const modules = [
  auditTrailModule,
  backupsModule,
  billingMonthsModule,
  interactionsModule,
  invoiceCallsModule,
  invoicesModule,
  eInvoicingModule,
  marketSettlementModule,
  incomingInvoicesModule,
  countsModule,
  notificationsModule,
  membersModule,
  oiModule,
  passwordModule,
  prepaymentInvoicesModule,
  profileModule,
  pushModule,
  reportsModule,
  signInModule,
  signUpModule,
  staffStatsModule,
  twoFactorModule,
];

/** The authentication API: identity flows and the counts of the top bar. */
export const authSchema = createSchema<ApiContext>({
  typeDefs: [
    /* GraphQL */ `
      type Query {
        _empty: Boolean
      }
      type Mutation {
        _empty: Boolean
      }
    `,
    authEnums,
    ...modules.map((m) => m.typeDefs),
  ],
  resolvers: modules.map((m) => m.resolvers),
});
