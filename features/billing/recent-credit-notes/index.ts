export {
  LISTED_CREDIT_NOTES,
  RECENT_CREDIT_NOTE_DAYS,
  recentCreditNotesOnce,
  type RecentCreditNote,
  type RecentCreditNotes,
} from "./server/recent";
