import { authEnums } from "../enums";
import { createSchema } from "graphql-yoga";
import type { ApiContext } from "../context";
import { auditTrailModule } from "@/features/staff/audit-trail/api";
import { backupsModule } from "@/features/staff/backups/api";
import { billingMonthsModule } from "@/features/billing/billing-months/api";
import { interactionsModule } from "@/features/staff/interactions/api";
import { invoiceCallsModule } from "@/features/billing/invoice-calls/api";
import { invoicesModule } from "@/features/billing/invoices/api";
import { eInvoicingModule } from "@/features/billing/e-invoicing/api";
import { marketSettlementModule } from "@/features/billing/market-settlement/api";
import { incomingInvoicesModule } from "@/features/billing/incoming-invoices/api";
import { countsModule } from "@/features/shell/counts/api";
import { membersModule } from "@/features/staff/members/api";
import { notificationsModule } from "@/features/shell/notifications/api";
import { oiModule } from "@/features/billing/insertion-orders/api";
import { passwordModule } from "@/features/identity/password/api";
import { prepaymentInvoicesModule } from "@/features/billing/prepayment-invoices/api";
import { profileModule } from "@/features/identity/profile/api";
import { pushModule } from "@/features/staff/push/api";
import { reportsModule } from "@/features/billing/reports/api";
import { signInModule } from "@/features/identity/sign-in/api";
import { signUpModule } from "@/features/identity/sign-up/api";
import { staffStatsModule } from "@/features/staff/stats/api";
import { twoFactorModule } from "@/features/identity/two-factor/api";

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
