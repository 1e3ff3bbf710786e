export { CORRECTABLE_STATUSES, EINVOICE_FILTERS, type EinvoiceFilter, type EinvoiceStatus } from "./statuses";
export { lifecyclesOf, queueCollected, queueDeposit, type Lifecycle } from "./server/deposits";
export { configuredPlatform } from "./server/configured";
export { lifecycleOut } from "./server/lifecycle-out";
export { einvoiceHandlers } from "./server/jobs";
export { einvoiceStatusOf, einvoiceWhere } from "./server/filter";
