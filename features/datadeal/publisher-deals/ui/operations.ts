import { graphql, type ResultOf } from "@/lib/graphql/market";

const DATADEAL_FIGURES = graphql(`
  fragment DatadealFiguresFields on DatadealFigures {
    collected
    active
    unsubscribed
    bounced
    invalid
    payable
    earningsCents
  }
`);

/** /datadeal/editeur/dashboard: the caller's deals, their months, totals and the earnings chart. */
export const DATADEAL_PUBLISHER = graphql(
  `
    query DatadealPublisher($dealId: Int, $year: Int) {
      datadealPublisher(dealId: $dealId, year: $year) {
        deals {
          id
          source
          priceCents
          startedOn
          endedOn
          state
          figures {
            ...DatadealFiguresFields
          }
        }
        months {
          dealId
          source
          month
          priceCents
          figures {
            ...DatadealFiguresFields
          }
        }
        earningsByMonth {
          month
          earningsCents
        }
        totals {
          ...DatadealFiguresFields
        }
        years
      }
    }
  `,
  [DATADEAL_FIGURES],
);

export type DatadealPublisherData = ResultOf<typeof DATADEAL_PUBLISHER>["datadealPublisher"];
export type DatadealMonthRow = DatadealPublisherData["months"][number];
export type DatadealDealRow = DatadealPublisherData["deals"][number];
