import type { z } from "zod";
import { oiSignSchema, oiTermsSchema } from "@/lib/validation/oi";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { isAdmin, requireCaller } from "@/lib/api/guards";
import { oiIntegrity } from "./server/integrity";
import { oiTotals } from "./server/pdf";
import { findOi, listOis, myOis, type OiRow } from "./server/read";
import { cancelOi, OI_TRANSITIONS, processOi, signOi } from "./server/transitions";
import { createOi, oiAdvertisers, oiDraftContext, updateOi } from "./server/write";

/** BAD_USER_INPUT with, per field, the message key the form shows (oi.form.errors.*). */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw badInput("Invalid insertion order", fields);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApi(r: OiRow) {
  const totals = oiTotals(r.priceCents, r.volume);
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    advertiser_user_id: r.advertiserUserId,
    advertiser_client_id: r.advertiserClientId ?? r.userClientId,
    society: r.society,
    advertiser_name: `${r.firstName} ${r.lastName}`,
    advertiser_email: r.email,
    program_id: r.programId,
    program_name: r.programName,
    model: r.model,
    price_cents: r.priceCents,
    volume: r.volume,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    terms: r.terms,
    total_ht_cents: totals?.ht ?? null,
    vat_cents: totals?.vat ?? null,
    ttc_cents: totals?.ttc ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    sent_at: iso(r.sentAt),
    signed_at: iso(r.signedAt),
    processed_at: iso(r.processedAt),
    cancelled_at: iso(r.cancelledAt),
    cancel_reason: r.cancelReason,
    signer_name: r.signerName,
    signature_method: r.signatureMethod,
    document_sha256: r.documentSha256,
    pdf_url: `/api/oi/${r.id}/pdf`,
    next_states: [...OI_TRANSITIONS[r.status]],
  };
}

/** Insertion orders (issue 12): /OIlist, /add_oi, /updateOi and the advertiser's /mes-documents-oi. */
export const oiModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type OiDocument {
      id: Int!
      title: String!
      status: OiStatus!
      advertiser_user_id: Int!
      "The advertiser's MyAffil client id (/OIlist/{id_annonceur})."
      advertiser_client_id: Int
      society: String!
      advertiser_name: String!
      advertiser_email: String!
      program_id: Int
      program_name: String
      model: OiRemunerationModel
      "HT cents per action."
      price_cents: Float
      volume: Int
      starts_on: String
      ends_on: String
      terms: String!
      total_ht_cents: Float
      vat_cents: Float
      ttc_cents: Float
      created_at: String!
      "The version of the terms (changes when an unsigned OI is edited)."
      updated_at: String!
      sent_at: String
      signed_at: String
      processed_at: String
      cancelled_at: String
      cancel_reason: String
      signer_name: String
      signature_method: OiSignatureMethod
      "SHA-256 of the PDF the advertiser signed."
      document_sha256: String
      "The PDF: the sealed one once signed, else the current version."
      pdf_url: String!
      "The states this OI may move to (the screens show only these actions)."
      next_states: [OiStatus!]!
    }

    type OiIntegrity {
      intact: Boolean!
      "ok, or why not: digest_mismatch, bad_signature, byte_range, unknown_certificate, stored_hash_mismatch…"
      check: String!
    }

    type OiAdvertiser {
      id: Int!
      society: String!
      first_name: String!
      last_name: String!
      email: String!
      client_id: Int
    }

    type OiProgramChoice {
      id: Int!
      name: String!
      model: OiRemunerationModel!
      price_cents: Float!
      starts_on: String
      ends_on: String
    }

    type OiDraftContext {
      advertiser: OiAdvertiser!
      programs: [OiProgramChoice!]!
    }

    input OiTermsInput {
      title: String!
      program_id: Int
      model: String!
      price_cents: Int!
      volume: Int!
      starts_on: String!
      ends_on: String!
      terms: String!
    }

    input OiSignInput {
      "SHA-256 (hex) of the PDF the advertiser read."
      document_sha256: String!
      consent: Boolean!
      method: OiSignatureMethod!
      "data:image/png;base64,… (drawn)."
      signature_png: String
      "The typed name (keyboard alternative)."
      typed_name: String
    }

    type OiCreateResult {
      "OK, NOT_FOUND (no such advertiser) or PROGRAM_NOT_FOUND."
      code: String!
      id: Int
    }

    extend type Query {
      "Every OI, or one advertiser's (its MyAffil client id), newest first."
      oiDocuments(id_annonceur: Int): [OiDocument!]!
      "The caller's own OIs (advertiser)."
      myOiDocuments: [OiDocument!]!
      "One OI (an advertiser's own only)."
      oiDocument(id: Int!): OiDocument
      "Whether a signed OI's sealed PDF is intact (null when not signed)."
      oiIntegrity(id: Int!): OiIntegrity
      "The advertisers an OI can be drafted for."
      oiAdvertisers: [OiAdvertiser!]!
      "The advertiser and its programs, for /add_oi."
      oiDraftContext(id_utilisateur: Int!, id_annonceur: Int): OiDraftContext
    }

    extend type Mutation {
      "Drafts and sends an OI to an advertiser (e-mail); it is then to_sign."
      createOi(id_utilisateur: Int!, id_annonceur: Int, input: OiTermsInput!): OiCreateResult!
      "Changes an OI not signed yet: OK, NOT_FOUND, NOT_EDITABLE or PROGRAM_NOT_FOUND."
      updateOi(id: Int!, input: OiTermsInput!): String!
      "The advertiser signs its OI: OK, NOT_FOUND, INVALID_STATE, DOCUMENT_CHANGED, BAD_SIGNATURE or TIMESTAMP_UNAVAILABLE."
      signOi(id: Int!, input: OiSignInput!): String!
      "signed → processed: OK, NOT_FOUND or INVALID_STATE."
      processOi(id: Int!): String!
      "to_sign or signed → cancelled (final): OK, NOT_FOUND or INVALID_STATE."
      cancelOi(id: Int!, reason: String!): String!
    }
  `,
  resolvers: {
    Query: {
      oiDocuments: async (_, args, ctx) => (await listOis(ctx.db, args.id_annonceur ?? null)).map(toApi),
      myOiDocuments: async (_, __, ctx) => (await myOis(ctx.db, requireCaller(ctx).id)).map(toApi),
      oiDocument: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const row = await findOi(ctx.db, args.id, { userId: caller.id, admin: isAdmin(caller) });
        return row ? toApi(row) : null;
      },
      oiIntegrity: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (!(await findOi(ctx.db, args.id, { userId: caller.id, admin: isAdmin(caller) }))) return null;
        return oiIntegrity(ctx.db, args.id);
      },
      oiAdvertisers: async (_, __, ctx) =>
        (await oiAdvertisers(ctx.db)).map((a) => ({
          id: a.id,
          society: a.society,
          first_name: a.firstName,
          last_name: a.lastName,
          email: a.email,
          client_id: a.clientId,
        })),
      oiDraftContext: async (_, args, ctx) => {
        const found = await oiDraftContext(ctx.db, args.id_utilisateur, args.id_annonceur ?? null);
        if (!found) return null;
        const a = found.advertiser;
        return {
          advertiser: {
            id: a.id,
            society: a.society,
            first_name: a.firstName,
            last_name: a.lastName,
            email: a.email,
            client_id: a.clientId,
          },
          programs: found.programs.map((p) => ({
            id: p.id,
            name: p.name,
            model: p.model,
            price_cents: p.priceCents,
            starts_on: p.startsOn,
            ends_on: p.endsOn,
          })),
        };
      },
    },
    Mutation: {
      createOi: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        const input = parse(oiTermsSchema, termsOf(args.input));
        return createOi(
          ctx.db,
          { id: admin.id, ip: ctx.ip },
          { userId: args.id_utilisateur, clientId: args.id_annonceur ?? null },
          input,
        );
      },
      updateOi: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        return updateOi(ctx.db, { id: admin.id, ip: ctx.ip }, args.id, parse(oiTermsSchema, termsOf(args.input)));
      },
      signOi: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const input = parse(oiSignSchema, {
          documentSha256: args.input.document_sha256,
          consent: args.input.consent,
          method: args.input.method,
          signaturePng: args.input.signature_png ?? null,
          typedName: args.input.typed_name ?? null,
        });
        const name = `${caller.firstName} ${caller.lastName}`.trim();
        return signOi(
          ctx.db,
          { id: caller.id, name, email: caller.email, ip: ctx.ip, userAgent: ctx.userAgent ?? null },
          args.id,
          input,
        );
      },
      processOi: async (_, args, ctx) => processOi(ctx.db, { id: requireCaller(ctx).id, ip: ctx.ip }, args.id),
      cancelOi: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        const reason = args.reason.trim();
        if (reason.length < 3 || reason.length > 500) throw badInput("Invalid reason", { reason: "reasonRequired" });
        return cancelOi(ctx.db, { id: admin.id, ip: ctx.ip }, args.id, reason);
      },
    },
  },
};

function termsOf(i: {
  title: string;
  program_id?: number | null;
  model: string;
  price_cents: number;
  volume: number;
  starts_on: string;
  ends_on: string;
  terms: string;
}) {
  return {
    title: i.title,
    programId: i.program_id ?? null,
    model: i.model,
    priceCents: i.price_cents,
    volume: i.volume,
    startsOn: i.starts_on,
    endsOn: i.ends_on,
    terms: i.terms,
  };
}
