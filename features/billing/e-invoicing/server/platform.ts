import type { PlatformStatus } from "../statuses";

/** A document as deposited: the Factur-X PDF (its XML inside) and the CII XML beside it. */
export interface DepositFile {
  number: string;
  filename: string;
  pdf: Uint8Array;
  xml: string;
  /** Sent again on a retried deposit, so that the platform keeps one copy. */
  idempotencyKey: string;
}

export interface PlatformEvent {
  status: PlatformStatus;
  /** ISO 8601, the platform's clock. */
  at: string;
  reason: string | null;
}

/** An invoice addressed to us, as the platform hands it over. */
export interface IncomingDocument {
  ref: string;
  filename: string;
  /** A Factur-X PDF, or null when the supplier sent CII XML alone. */
  pdf: Uint8Array | null;
  xml: string;
}

/**
 * What the portal needs of an approved platform (plateforme agréée): deposit a Factur-X invoice or
 * credit note, read what happened to it, tell it that an invoice was paid (Encaissée, which the
 * seller reports), and fetch the invoices suppliers addressed to us. Each platform's own API sits
 * behind this; ./http-platform.ts speaks the contract our stand-in platform serves.
 */
export interface EinvoicingPlatform {
  deposit(file: DepositFile): Promise<{ ref: string }>;
  events(ref: string): Promise<PlatformEvent[]>;
  collected(ref: string, payment: { amountCents: number; date: string }): Promise<PlatformEvent>;
  inbox(after: string | null): Promise<{ documents: IncomingDocument[]; cursor: string | null }>;
}

/** The platform answered but refused the request; retrying the same request cannot help. */
export class PlatformRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "PlatformRefusal";
  }
}
