export { einvoiceInbox } from "./db";
export {
  INBOX_STATUSES,
  INVOICE_FORMATS,
  MATCH_FIELDS,
  STRUCTURED_REQUIRED_FROM,
  type InboxStatus,
  type InvoiceFormat,
  type InvoiceMatch,
  type MatchLine,
} from "./formats";
export { classifyUpload, type Classified } from "./server/classify";
export { matchInvoice } from "./server/match";
