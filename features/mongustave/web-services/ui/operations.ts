import { graphql, type ResultOf } from "@/lib/graphql/market";

export const MG_WS_SCREEN_LIST = graphql(`
  query MgWsScreenList($page: Int) {
    mgWebServices(page: $page) {
      total
      page
      pageSize
      items {
        id
        clientId
        clientSociety
        clientEmail
        name
        product
        endpoint
        method
        priceCents
        consumerKeyHint
        consumerSecretHint
        clientTokenHint
        databaseName
        state
        pauseReason
        failureStreak
      }
    }
  }
`);
export type MgWsScreenRow = ResultOf<typeof MG_WS_SCREEN_LIST>["mgWebServices"]["items"][number];

export const MG_WS_SCREEN_TEST = graphql(`
  mutation MgWsScreenTest($id: Int!) {
    testMgWebService(id: $id) {
      deliveryId
      state
      httpStatus
      responseMs
    }
  }
`);

export const MG_WS_SCREEN_VALIDATE = graphql(`
  mutation MgWsScreenValidate($id: Int!) {
    validateMgWebService(id: $id) {
      id
      state
    }
  }
`);

export const MG_WS_SCREEN_PAUSE = graphql(`
  mutation MgWsScreenPause($id: Int!) {
    pauseMgWebService(id: $id) {
      id
      state
    }
  }
`);

export const MG_WS_SCREEN_RESUME = graphql(`
  mutation MgWsScreenResume($id: Int!) {
    resumeMgWebService(id: $id) {
      id
      state
    }
  }
`);

export const MG_WS_SCREEN_UPDATE = graphql(`
  mutation MgWsScreenUpdate($id: Int!, $input: MgWebServiceUpdateInput!) {
    updateMgWebService(id: $id, input: $input) {
      id
    }
  }
`);
