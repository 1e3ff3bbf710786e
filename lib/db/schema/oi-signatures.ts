import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "../bytea";
import type { OiSignatureMethod } from "@/lib/domain/states";
import { oiDocuments } from "./billing";
import { users } from "./users";

/**
 * The signature of an insertion order, once: who signed, how, from where, the SHA-256 of the PDF it
 * was shown, and the sealed PDF (that document + the audit page, signed with the platform's
 * certificate). Never updated: a change after signing is what the seal detects.
 */
export const oiSignatures = pgTable(
  "oi_signatures",
  {
    oiId: integer("oi_id")
      .primaryKey()
      .references(() => oiDocuments.id, { onDelete: "cascade" }),
    signerUserId: integer("signer_user_id").references(() => users.id, { onDelete: "set null" }),
    signerName: text("signer_name").notNull(),
    signerEmail: text("signer_email").notNull(),
    method: text("method").$type<OiSignatureMethod>().notNull(),
    /** The PNG drawn on the canvas (null when the name was typed). */
    signaturePng: bytea("signature_png"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the unsigned PDF the signer read and signed. */
    documentSha256: text("document_sha256").notNull(),
    sealedPdf: bytea("sealed_pdf").notNull(),
    /** SHA-256 (hex) of sealed_pdf as stored. */
    sealedSha256: text("sealed_sha256").notNull(),
  },
  (t) => [
    check("oi_signatures_method_check", sql`${t.method} in ('drawn','typed')`),
    check("oi_signatures_png", sql`(${t.method} = 'drawn') = (${t.signaturePng} is not null)`),
  ],
);
