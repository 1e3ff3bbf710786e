import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const SOCIAL_MEDIA = graphql(`
  query SocialMedia($period: StatsPeriod!) {
    socialMedia(period: $period) {
      network
      clicks
      leads
      revenueCents
    }
  }
`);

export type NetworkRow = ResultOf<typeof SOCIAL_MEDIA>["socialMedia"][number];
