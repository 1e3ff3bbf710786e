import type { Law } from "@/lib/constants";

/** Who is asking, as far as request-time guards need to know (from the session token's claims). */
export interface Principal {
  id: number;
  email: string;
  law: Law;
  multiDroit: boolean;
  haswebhook: boolean;
  idClienLeadmarket: number;
}
