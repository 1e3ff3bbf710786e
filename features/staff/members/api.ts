import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { sendMemberPasswordReset, setMemberActive, signMemberOutEverywhere } from "./server/account";
import { approveMember } from "./server/approve";
import { createMember } from "./server/create";
import { memberDetail } from "./server/detail";
import { memberFilterSchema } from "./server/filter";
import { memberInputSchema, newMemberInputSchema } from "./server/input";
import { listMembers } from "./server/list";
import { listPendingMembers } from "./server/pending";
import { requireMayManage } from "./server/guard";
import { REFUSAL_REASON, refuseMember } from "./server/refuse";
import { setMemberLaw, updateMember } from "./server/update";
import { toMemberView } from "./server/view";

/** The first invalid field of a zod failure, as BAD_USER_INPUT's fields. */
function invalid(error: { issues: { path: PropertyKey[] }[] }): never {
  throw badInput("Invalid input", { [String(error.issues[0]?.path[0] ?? "input")]: "invalid" });
}

/**
 * Members (/Membreslist, /member/{id}): the list, the approval queue's decisions, one account's page
 * and an administrator's changes to it. Each field's law is in lib/access/policies/auth.ts; each
 * change writes one audit entry.
 */
export const membersModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type PendingMember {
      id: Int!
      email: String!
      first_name: String!
      last_name: String!
      society: String!
      law: Law!
      created_at: String!
    }
    type Member {
      id: Int!
      email: String!
      first_name: String!
      last_name: String!
      society: String!
      law: Law!
      "unconfirmed, pending, active, refused or disabled."
      status: String!
      multi_droit: Boolean!
      haswebhook: Boolean!
      id_clien_myaffil: Int
      id_clien_mycoreg: Int
      "0 when not a marketplace client."
      id_clien_leadmarket: Int!
      id_clien_myaffil_annonceur: Int
      id_clien_myaffil_editeur: Int
      created_at: String!
      last_login_at: String
      refusal_reason: String
    }
    type MemberPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [Member!]!
    }
    "Empty strings mean any. sort: created, lastLogin, name, society, email, law, status; dir: asc or desc."
    input MemberFilter {
      q: String
      status: String
      law: String
      platform: String
      multiDroit: String
      haswebhook: String
      sort: String
      dir: String
    }
    "A publisher's bank details, masked (the last four characters of the numbers)."
    type MemberBank {
      kind: String!
      account_owner: String!
      bank_name: String!
      rib: String
      iban: String
      swift: String
      vat_subject: Boolean!
      vat_number: String
      updated_at: String!
    }
    type MemberDetail {
      member: Member!
      phone: String
      address: String
      city: String
      zip_code: String
      country: String
      "The company's SIREN and intra-EU VAT number, as the member gave them (invoices carry them)."
      siren: String
      vat_intra: String
      language: String!
      approved_at: String
      refused_at: String
      "enabled, enrolling (set up, not confirmed) or off."
      two_factor: String!
      bank: MemberBank
      "The named allow-lists of the configuration the person is on (read-only)."
      allow_lists: [String!]!
      "The latest audit entries the person wrote or that concern the account."
      activity: [AuditEntry!]!
    }
    input MemberInput {
      email: String!
      first_name: String!
      last_name: String!
      society: String!
      phone: String
      address: String
      city: String
      zip_code: String
      country: String
      language: String!
      multi_droit: Boolean!
      haswebhook: Boolean!
      id_clien_myaffil: Int
      id_clien_mycoreg: Int
      id_clien_leadmarket: Int!
      id_clien_myaffil_annonceur: Int
      id_clien_myaffil_editeur: Int
    }
    type MemberCreated {
      "OK or EMAIL_ALREADY_USED."
      code: String!
      id: Int
    }

    extend type Query {
      "Accounts awaiting approval, oldest first."
      pendingMembers: [PendingMember!]!
      "Every account, filtered and sorted, 10 per page."
      members(filter: MemberFilter, page: Int): MemberPage!
      "One account (null when there is none)."
      member(id: Int!): MemberDetail
    }

    extend type Mutation {
      "Approves an account awaiting validation: OK or NOT_PENDING. The person is e-mailed."
      approveMember(user_id: Int!): String!
      "Refuses an account awaiting validation with a reason that is e-mailed: OK or NOT_PENDING."
      refuseMember(user_id: Int!, reason: String!): String!
      "Creates an active account without a password; the person is e-mailed a code to choose one."
      createMember(input: MemberInput!, law: Law!): MemberCreated!
      "Saves identity, company, options and client ids: OK, UNCHANGED, NOT_FOUND, EMAIL_ALREADY_USED or OWN_EMAIL (an administrator never renames their own account: allow-lists are keyed by e-mail)."
      updateMember(user_id: Int!, input: MemberInput!): String!
      "Changes the law (full administrators; not their own): OK, UNCHANGED, NOT_ALLOWED or NOT_FOUND. The person's sessions end."
      setMemberLaw(user_id: Int!, law: Law!): String!
      "Deactivates (false) or reactivates (true): OK, NOT_ALLOWED or NOT_FOUND."
      setMemberActive(user_id: Int!, active: Boolean!): String!
      "Ends every session of the account: OK or NOT_FOUND."
      signMemberOutEverywhere(user_id: Int!): String!
      "E-mails the person a password code: OK, NOT_ALLOWED, LIMIT_EXCEEDED or NOT_FOUND."
      sendMemberPasswordReset(user_id: Int!): String!
    }
  `,
  resolvers: {
    Query: {
      pendingMembers: async (_, __, ctx) => {
        const rows = await listPendingMembers(ctx.db);
        return rows.map((r) => ({
          id: r.id,
          email: r.email,
          first_name: r.firstName,
          last_name: r.lastName,
          society: r.society,
          law: r.law,
          created_at: r.createdAt.toISOString(),
        }));
      },
      members: async (_, args, ctx) => {
        const parsed = memberFilterSchema.safeParse(args.filter ?? {});
        if (!parsed.success) invalid(parsed.error);
        const page = await listMembers(ctx.db, parsed.data, args.page ?? 1);
        return { ...page, items: page.items.map(toMemberView) };
      },
      member: async (_, args, ctx) => {
        const d = await memberDetail(ctx.db, args.id);
        if (!d) return null;
        const u = d.user;
        return {
          member: toMemberView(u),
          phone: u.phone,
          address: u.address,
          city: u.city,
          zip_code: u.zipCode,
          country: u.country,
          siren: u.siren,
          vat_intra: u.vatIntra,
          language: u.language,
          approved_at: u.approvedAt?.toISOString() ?? null,
          refused_at: u.refusedAt?.toISOString() ?? null,
          two_factor: d.twoFactor,
          bank: d.bank && {
            kind: d.bank.kind,
            account_owner: d.bank.accountOwner,
            bank_name: d.bank.bankName,
            rib: d.bank.rib,
            iban: d.bank.iban,
            swift: d.bank.swift,
            vat_subject: d.bank.vatSubject,
            vat_number: d.bank.vatNumber,
            updated_at: d.bank.updatedAt.toISOString(),
          },
          allow_lists: d.allowLists,
          activity: d.activity,
        };
      },
    },
    Mutation: {
      approveMember: (_, args, ctx) => approveMember(ctx.db, requireCaller(ctx).id, args.user_id),
      refuseMember: (_, args, ctx) => {
        const reason = args.reason.trim();
        if (reason.length < REFUSAL_REASON.min || reason.length > REFUSAL_REASON.max)
          throw badInput("Invalid reason", { reason: "invalid" });
        return refuseMember(ctx.db, requireCaller(ctx).id, args.user_id, reason);
      },
      createMember: async (_, args, ctx) => {
        const parsed = newMemberInputSchema.safeParse({ ...inputOf(args.input), law: args.law });
        if (!parsed.success) invalid(parsed.error);
        const out = await createMember(ctx.db, requireCaller(ctx).id, parsed.data);
        return { code: out.code, id: out.code === "OK" ? out.id : null };
      },
      updateMember: async (_, args, ctx) => {
        const parsed = memberInputSchema.safeParse(inputOf(args.input));
        if (!parsed.success) invalid(parsed.error);
        const admin = await requireMayManage(ctx, args.user_id);
        return updateMember(ctx.db, admin.id, args.user_id, parsed.data);
      },
      setMemberLaw: (_, args, ctx) => setMemberLaw(ctx.db, requireCaller(ctx).id, args.user_id, args.law),
      setMemberActive: (_, args, ctx) => setMemberActive(ctx.db, requireCaller(ctx).id, args.user_id, args.active),
      signMemberOutEverywhere: async (_, args, ctx) =>
        signMemberOutEverywhere(ctx.db, (await requireMayManage(ctx, args.user_id)).id, args.user_id),
      sendMemberPasswordReset: async (_, args, ctx) =>
        sendMemberPasswordReset(ctx.db, (await requireMayManage(ctx, args.user_id)).id, args.user_id),
    },
  },
};

/** The GraphQL input under the domain's names (zod checks it next). */
function inputOf(i: Record<string, unknown>) {
  return {
    email: i.email,
    firstName: i.first_name,
    lastName: i.last_name,
    society: i.society,
    phone: i.phone,
    address: i.address,
    city: i.city,
    zipCode: i.zip_code,
    country: i.country,
    language: i.language,
    multiDroit: i.multi_droit,
    haswebhook: i.haswebhook,
    idClienMyaffil: i.id_clien_myaffil,
    idClienMycoreg: i.id_clien_mycoreg,
    idClienLeadmarket: i.id_clien_leadmarket,
    idClienMyaffilAnnonceur: i.id_clien_myaffil_annonceur,
    idClienMyaffilEditeur: i.id_clien_myaffil_editeur,
  };
}
