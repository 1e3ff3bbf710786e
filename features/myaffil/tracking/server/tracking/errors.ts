/** Why a tracking call was refused: an HTTP status, a stable code and, for bad input, the field. */
export type TrackingErrorCode =
  | "NOT_FOUND"
  | "PUBLISHER_NOT_ALLOWED"
  | "CAP_REACHED"
  | "BAD_INPUT"
  | "RATE_LIMITED"
  /**
   * No `sig`: a tracking id alone proves nothing, and a click id says whose lead it would be, not
   * that the advertiser saw it (unless the call comes from one of the program's postback addresses).
   */
  | "SIGNATURE_REQUIRED"
  /** `sig` is not the advertiser's signature of this call (or the advertiser has no postback secret). */
  | "BAD_SIGNATURE";

const STATUS: Record<TrackingErrorCode, number> = {
  SIGNATURE_REQUIRED: 401,
  BAD_SIGNATURE: 401,
  NOT_FOUND: 404,
  PUBLISHER_NOT_ALLOWED: 403,
  CAP_REACHED: 409,
  BAD_INPUT: 400,
  RATE_LIMITED: 429,
};

export class TrackingError extends Error {
  readonly status: number;
  constructor(
    readonly code: TrackingErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
  toJSON() {
    return { status: "error", code: this.code, ...(this.field ? { field: this.field } : {}), message: this.message };
  }
}
