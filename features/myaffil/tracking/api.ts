import { createGraphQLError } from "graphql-yoga";
import { leadStatusSchema } from "@/lib/validation/tracking";
import { badInput, forbidden } from "@/lib/api/errors";
import { isAdmin, requireCaller, requireLaw } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { setLeadStatus } from "./server/tracking/lead";
import { addressListProblem } from "@/lib/security/address-list";
import { pixelsOf, setPostbackAddresses } from "./server/tracking/pixels";
import { postbackSecretInfo, rotatePostbackSecret } from "./server/tracking/signature";
import { sendTestLead } from "./server/tracking/test-lead";

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
      "The advertiser's postback secret (never the secret itself); null until one is generated."
      postbackSecret: PostbackSecretInfo
      "The program's servers (IP addresses or CIDR ranges) whose postbacks with a click id need no signature."
      postbackAddresses: [String!]!
    }

    type PostbackSecretInfo {
      "The secret's last four characters."
      hint: String!
      createdAt: String!
    }

    "A freshly generated postback secret: the only time it is shown."
    type NewPostbackSecret {
      secret: String!
      hint: String!
      createdAt: String!
    }

    "What /api/postback answered to a test lead."
    type TestLeadAnswer {
      httpStatus: Int!
      "The JSON body, as text."
      body: String!
    }

    extend type Query {
      "Administrators, or the advertiser owning the campaign. Null for an unknown tracking id."
      trackingPixels(identifiant: String!): TrackingPixels
    }

    extend type Mutation {
      "Sets leads' status (pending, valid, invalid): administrators any lead, an advertiser its own. Returns how many changed."
      setLeadStatus(ids: [Int!]!, status: String!): Int!
      "Administrators, or the advertiser owning the campaign: replaces the advertiser's postback secret (the old one stops working) and shows the new one once."
      rotatePostbackSecret(identifiant: String!): NewPostbackSecret!
      "Administrators, or the advertiser owning the campaign: the program's postback addresses (at most 20; empty: every postback is signed)."
      setPostbackAddresses(identifiant: String!, addresses: [String!]!): [String!]!
      "Administrators, or the advertiser owning the campaign: a click on the tracking link (sub-id test) then its postback, as the real endpoints record them."
      sendTestLead(identifiant: String!, publisherClientId: Int!, email: String, phone: String): TestLeadAnswer!
    }
  `,
  resolvers: {
    Query: {
      trackingPixels: async (_, args, ctx) => {
        const caller = requireLaw(ctx, ["ad", "tem", "ma", "an"]);
        const p = await pixelsOf(ctx.db, args.identifiant);
        if (!p) return null;
        if (!isAdmin(caller) && p.advertiserClientId !== caller.idClienMyaffil) return null;
        const secret = await postbackSecretInfo(ctx.db, p.advertiserClientId);
        return { ...p, postbackSecret: secret && { hint: secret.hint, createdAt: secret.createdAt.toISOString() } };
      },
    },
    Mutation: {
      rotatePostbackSecret: async (_, args, ctx) => {
        const caller = requireLaw(ctx, ["ad", "tem", "ma", "an"]);
        const p = await pixelsOf(ctx.db, args.identifiant);
        if (!p || (!isAdmin(caller) && p.advertiserClientId !== caller.idClienMyaffil))
          throw notFound("Unknown campaign");
        const r = await rotatePostbackSecret(ctx.db, p.advertiserClientId, { id: caller.id, ip: ctx.ip });
        return { secret: r.secret, hint: r.hint, createdAt: r.createdAt.toISOString() };
      },
      setPostbackAddresses: async (_, args, ctx) => {
        const caller = requireLaw(ctx, ["ad", "tem", "ma", "an"]);
        const p = await pixelsOf(ctx.db, args.identifiant);
        if (!p || (!isAdmin(caller) && p.advertiserClientId !== caller.idClienMyaffil))
          throw notFound("Unknown campaign");
        const list = [...new Set(args.addresses.map((a) => a.trim()).filter(Boolean))];
        const bad = addressListProblem(list);
        if (list.length > 20 || bad !== null)
          throw badInput("Invalid addresses", { addresses: list.length > 20 ? "tooMany" : `invalid:${list[bad!]}` });
        await setPostbackAddresses(ctx.db, p.programId, list, { id: caller.id, ip: ctx.ip });
        return list;
      },
      sendTestLead: async (_, args, ctx) => {
        const caller = requireLaw(ctx, ["ad", "tem", "ma", "an"]);
        const p = await pixelsOf(ctx.db, args.identifiant);
        if (!p || (!isAdmin(caller) && p.advertiserClientId !== caller.idClienMyaffil))
          throw notFound("Unknown campaign");
        return sendTestLead(ctx.db, p, args, ctx.ip);
      },
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
