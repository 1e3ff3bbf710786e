/** ISO weekdays, 1 (Monday) to 7, as orders store them; `marketOrders.weekdays[Short]` names each. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** Whether a stored day number is an ISO weekday (the API only accepts those). */
export const isIsoWeekday = (d: number): d is IsoWeekday => ISO_WEEKDAYS.some((w) => w === d);
