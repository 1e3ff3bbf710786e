import { graphql, type ResultOf, type VariablesOf } from "@/lib/graphql/market";

export const MG_FRAUD_QUEUE = graphql(`
  query MgFraudQueue($filter: MgFraudQueueInput) {
    mgFraudQueue(filter: $filter) {
      total
      counts {
        suspected
        confirmed
        cleared
      }
      rows {
        id
        createdAt
        product
        source
        firstname
        lastname
        email
        phone
        postcode
        city
        ip
        deviceId
        fraudState
        fraudReasons
        reviewedAt
        reviewedByName
        reviewNote
        billedCents
        deliveries {
          id
          clientId
          clientName
          webServiceName
          state
          priceCents
        }
        related {
          id
          createdAt
          match
          firstname
          lastname
          email
          phone
          ip
          fraudState
          clients
        }
      }
    }
  }
`);

export type FraudQueueData = ResultOf<typeof MG_FRAUD_QUEUE>["mgFraudQueue"];
export type FraudCaseRow = FraudQueueData["rows"][number];
export type FraudQueueVariables = VariablesOf<typeof MG_FRAUD_QUEUE>;

export const REVIEW_MG_FRAUD = graphql(`
  mutation ReviewMgFraud($input: MgFraudReviewInput!) {
    reviewMgFraud(input: $input) {
      updated
      skipped
      inValidatedMonth
    }
  }
`);
