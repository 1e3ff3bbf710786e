import { createGraphQLError } from "graphql-yoga";
import { leadStatusSchema } from "@/lib/validation/tracking";
import { badInput, forbidden } from "../../errors";
import { isAdmin, requireCaller, requireLaw } from "../../guards";
import type { ApiModule } from "../../module";
import { setLeadStatus } from "../tracking/lead";
import { pixelsOf } from "../tracking/pixels";

const notFound = (message = "Not found") => createGraphQLError(message, { extensions: { code: "NOT_FOUND" } });

/**
 * Tracking: the pixels page of a campaign (what to install) and the moderation of leads. Clicks
 * and leads themselves arrive on /t/{tracking}, /api/postback and /api/pixel/{tracking}.
 */
export const trackingModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type TrackingPublisher {
      clientId: Int!
      name: String!
    }

    "A campaign's tracking set-up: the pixel and postback its advertiser installs."
    type TrackingPixels {
      campaignId: Int!
      trackingId: String!
      campaignName: String!
      campaignState: String!
      programId: Int!
      programName: String!
      programState: RecordState!
      "open or on_approval."
      access: ProgramAccess!
      advertiserClientId: Int!
      landingUrl: String!
      "HT cents per lead."
      priceCents: Float!
      payoutCents: Float!
      "Campaign and program both valide: clicks and leads are recorded."
      running: Boolean!
      "Publishers whose application to the program is accepted."
      publishers: [TrackingPublisher!]!
    }

    extend type Query {
      "Administrators, or the advertiser owning the campaign. Null for an unknown tracking id."
      trackingPixels(identifiant: String!): TrackingPixels
    }

    extend type Mutation {
      "Sets leads' status (pending, valid, invalid): administrators any lead, an advertiser its own. Returns how many changed."
      setLeadStatus(ids: [Int!]!, status: String!): Int!
    }
  `,
  resolvers: {
    Query: {
      trackingPixels: async (_, args, ctx) => {
        const caller = requireLaw(ctx, ["ad", "tem", "ma", "an"]);
        const p = await pixelsOf(ctx.db, args.identifiant);
        if (!p) return null;
        if (!isAdmin(caller) && p.advertiserClientId !== caller.idClienMyaffil) return null;
        return p;
      },
    },
    Mutation: {
      setLeadStatus: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const parsed = leadStatusSchema.safeParse(args);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw badInput(issue.message, { [String(issue.path[0])]: issue.message });
        }
        let scope: { admin: true } | { advertiserClientId: number };
        if (isAdmin(caller)) scope = { admin: true };
        else if (caller.law === "an" && caller.idClienMyaffil) scope = { advertiserClientId: caller.idClienMyaffil };
        else throw forbidden();
        const r = await setLeadStatus(ctx.db, scope, parsed.data.ids, parsed.data.status);
        if ("refused" in r) throw r.refused === "FORBIDDEN" ? forbidden() : notFound("Unknown lead");
        return r.changed;
      },
    },
  },
};
