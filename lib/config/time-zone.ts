/**
 * The business time zone (spec: days and times are Paris's). Given to next-intl once, as a
 * constant: without it next-intl asks the runtime for its zone on every request (a new
 * Intl.DateTimeFormat each time) and formats in the server's zone rather than Paris's.
 */
export const TIME_ZONE = "Europe/Paris";
