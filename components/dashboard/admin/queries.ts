
// The shapes the API answers with are the domain's own (type-only imports: nothing server-side is bundled).
import { graphql } from "@/lib/graphql/myaffil";
import type { PeriodKpis } from "@/lib/api/myaffil/dashboard/admin-kpis";
import type { AdminQueues, PlatformBilling } from "@/lib/api/myaffil/dashboard/admin-queues";

export type { AdminQueues, PeriodKpis, PlatformBilling };

export interface AdminDashboardData {
  kpis: { today: PeriodKpis; monthToDate: PeriodKpis };
  daily: { day: string; sales: number; signUps: number }[];
  queues: AdminQueues;
  billing: PlatformBilling[];
  leadsToday: DashboardLeads;
  leads30: DashboardLeads;
}

export interface DashboardLeads {
  from: string;
  received: number;
  valid: number;
  invalid: number;
  marketplace: number;
}

const PERIOD = graphql(`fragment Period on AdminPeriodKpis { marketplaceRevenue marketplaceSales invoiced publisherCosts margin prepaymentsValidated prepaymentsValidatedAmount newMembers }`);

export const ADMIN_DASHBOARD = graphql(`
  query AdminDashboard {
    adminDashboard {
      kpis {
        today { ...Period }
        monthToDate { ...Period }
      }
      daily { day sales signUps }
      queues { members applications ois prepayments programs }
      billing { platform invoicesWaiting invoicesWaitingAmount paymentsWaiting paymentsWaitingAmount }
      leadsToday: leads(days: 1) { from received valid invalid marketplace }
      leads30: leads(days: 30) { from received valid invalid marketplace }
    }
  }
`, [PERIOD]);

/** The money waiting per platform alone (the co-registration dashboard). */
export const ADMIN_BILLING = graphql(`
  query AdminBilling {
    adminDashboard {
      billing { platform invoicesWaiting invoicesWaitingAmount paymentsWaiting paymentsWaitingAmount }
    }
  }
`);
