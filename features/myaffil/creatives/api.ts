import { z } from "zod";
import { env } from "@/lib/config/env";
import { visualSchema } from "@/lib/validation/visual";
import type { ApiModule } from "@/lib/api/module";
import { requireCaller } from "@/lib/api/guards";
import { creativeViewerOf, parseInput, type CreativeViewer } from "../applications/server/scope";
import { deleteLibraryImage, listLibraryImages } from "./server/images/store";
import { IMAGE_URL_PREFIX } from "./server/visuals/render";
import {
  campaignByTrackingId,
  createVisual,
  deleteVisual,
  listVisuals,
  presentVisual,
  updateVisual,
  visualFor,
  writableCampaigns,
  type VisualRow,
} from "./server/visuals/visuals";
import type { VisualInput } from "@/lib/api/myaffil/resolvers.generated";
import { iso } from "@/lib/api/myaffil/modules/dates";

const publisherOf = (v: CreativeViewer) => (v.kind === "publisher" ? v.clientId : 0);
const present = (v: VisualRow, viewer: CreativeViewer) => {
  const p = presentVisual(v, publisherOf(viewer));
  return {
    ...p,
    createdAt: iso(v.createdAt),
    imageUrl: v.imageStoredName ? IMAGE_URL_PREFIX + v.imageStoredName : null,
  };
};

const inputOf = (i: VisualInput) =>
  parseInput(
    visualSchema,
    {
      ...i,
      subject: i.subject ?? "",
      senderName: i.senderName ?? "",
      html: i.html ?? "",
      linkText: i.linkText ?? "",
      imageId: i.imageId ?? null,
      width: i.width ?? null,
      height: i.height ?? null,
    },
    true,
  );

/** Visuals (creatives) of campaigns, and the administrators' image library. */
export const visualsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type Visual {
      id: Int!
      campaignId: Int!
      campaignName: String!
      campaignState: String!
      trackingId: String!
      programId: Int!
      programName: String!
      advertiserClientId: Int!
      "email, banner or text."
      kind: VisualKind!
      name: String!
      subject: String
      senderName: String
      "Sanitised on save; may hold {{tracking_link}} placeholders."
      html: String
      imageId: Int
      imageUrl: String
      width: Int
      height: Int
      linkText: String
      createdAt: String!
      "The caller's tracking link for the campaign (publishers; p=0 for others)."
      trackingLink: String!
      "The code to paste: the visual with the caller's tracking link in place."
      code: String!
      "The public preview of the visual with the caller's link."
      previewPath: String!
    }

    type VisualCampaign {
      id: Int!
      name: String!
      trackingId: String!
      state: RecordState!
      programId: Int!
      programName: String!
      advertiserClientId: Int!
    }

    type LibraryImage {
      id: Int!
      url: String!
      "The absolute address, for e-mail HTML."
      absoluteUrl: String!
      originalName: String!
      mime: String!
      sizeBytes: Int!
      width: Int
      height: Int
      createdAt: String!
      "Live visuals using it (an image in use cannot be deleted)."
      usedBy: Int!
    }

    input VisualInput {
      campaignId: Int!
      "email, banner or text."
      kind: String!
      name: String!
      subject: String
      senderName: String
      html: String
      imageId: Int
      width: Int
      height: Int
      linkText: String
    }

    extend type Query {
      "Visuals the caller may read: all (admin), its programs' (advertiser), its accepted campaigns' (publisher)."
      visuals(campaignId: Int, programId: Int, trackingId: String): [Visual!]!
      visual(id: Int!): Visual!
      "Campaigns the caller may add visuals to (admin, advertiser)."
      visualCampaigns(programId: Int): [VisualCampaign!]!
      "A campaign by its tracking identifier, in the caller's scope; null when unknown."
      visualCampaign(trackingId: String!): VisualCampaign
      "The image library (administrators and advertisers choose banners in it)."
      libraryImages: [LibraryImage!]!
    }

    extend type Mutation {
      createVisual(input: VisualInput!): Visual!
      updateVisual(id: Int!, input: VisualInput!): Visual!
      deleteVisual(id: Int!): Boolean!
      "Administrators: removes an image no visual uses."
      deleteLibraryImage(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      visuals: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        return (await listVisuals(ctx.db, viewer, args)).map((v) => present(v, viewer));
      },
      visual: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        return present(await visualFor(ctx.db, viewer, args.id), viewer);
      },
      visualCampaigns: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        return writableCampaigns(ctx.db, viewer, args.programId);
      },
      visualCampaign: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        return campaignByTrackingId(ctx.db, viewer, args.trackingId);
      },
      libraryImages: async (_, __, ctx) => {
        const base = env().APP_URL;
        return (await listLibraryImages(ctx.db)).map((i) => ({
          ...i,
          url: IMAGE_URL_PREFIX + i.storedName,
          absoluteUrl: new URL(IMAGE_URL_PREFIX + i.storedName, base).href,
          createdAt: iso(i.createdAt),
        }));
      },
    },
    Mutation: {
      createVisual: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        const id = await createVisual(ctx.db, viewer, inputOf(args.input));
        return present(await visualFor(ctx.db, viewer, id), viewer);
      },
      updateVisual: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        const id = await updateVisual(ctx.db, viewer, args.id, inputOf(args.input));
        return present(await visualFor(ctx.db, viewer, id), viewer);
      },
      deleteVisual: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        await deleteVisual(ctx.db, viewer, args.id);
        return true;
      },
      deleteLibraryImage: async (_, args, ctx) => {
        await deleteLibraryImage(ctx.db, env().DATA_DIR, parseInput(z.number().int().positive(), args.id));
        return true;
      },
    },
  },
};
