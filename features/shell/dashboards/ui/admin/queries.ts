import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export type PeriodKpis = ResultOf<typeof PERIOD>;
export type PlatformBilling = ResultOf<typeof BILLING>;
export type DashboardLeads = ResultOf<typeof LEADS>;
export type AdminDashboardData = ResultOf<typeof ADMIN_DASHBOARD>["adminDashboard"];
export type AdminQueues = AdminDashboardData["queues"];

const PERIOD = graphql(`
  fragment Period on AdminPeriodKpis {
    marketplaceRevenue
    marketplaceSales
    invoiced
    publisherCosts
    margin
    prepaymentsValidated
    prepaymentsValidatedAmount
    newMembers
  }
`);
const BILLING = graphql(`
  fragment Billing on PlatformBilling {
    platform
    invoicesWaiting
    invoicesWaitingAmount
    paymentsWaiting
    paymentsWaitingAmount
  }
`);
const LEADS = graphql(`
  fragment Leads on DashboardLeads {
    from
    received
    valid
    invalid
    marketplace
  }
`);

export const ADMIN_DASHBOARD = graphql(
  `
    query AdminDashboard {
      adminDashboard {
        kpis {
          today {
            ...Period
          }
          monthToDate {
            ...Period
          }
        }
        daily {
          day
          sales
          signUps
        }
        queues {
          members
          applications
          ois
          prepayments
          programs
        }
        billing {
          ...Billing
        }
        leadsToday: leads(days: 1) {
          ...Leads
        }
        leads30: leads(days: 30) {
          ...Leads
        }
      }
    }
  `,
  [PERIOD, BILLING, LEADS],
);

/** The money waiting per platform alone (the co-registration dashboard). */
export const ADMIN_BILLING = graphql(
  `
    query AdminBilling {
      adminDashboard {
        billing {
          ...Billing
        }
      }
    }
  `,
  [BILLING],
);
