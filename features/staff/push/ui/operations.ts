import { graphql } from "@/lib/graphql/auth";

export const PUSH_PUBLIC_KEY = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const SUBSCRIBE_PUSH = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input)
  }
`);
