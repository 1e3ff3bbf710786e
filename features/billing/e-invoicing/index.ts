export { einvoiceDeposits, einvoiceEvents } from "./db";
export {
  CORRECTABLE_STATUSES,
  EINVOICE_FILTERS,
  EINVOICE_STATUSES,
  EINVOICING_FROM,
  FINAL_STATUSES,
  type EinvoiceFilter,
  type EinvoiceStatus,
} from "./statuses";
export { lifecyclesOf, queueCollected, queueDeposit, type Lifecycle } from "./server/deposits";
export { configuredPlatform } from "./server/configured";
export { einvoiceHandlers } from "./server/jobs";
export { einvoiceStatusOf, einvoiceWhere } from "./server/filter";
