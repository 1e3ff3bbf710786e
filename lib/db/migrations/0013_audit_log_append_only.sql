-- The audit trail is append-only (issue 13): no screen, API or stray statement may rewrite or erase
-- an entry. Rows are only inserted; an update or a delete fails in the database itself, whoever
-- sends it. (A user with entries can therefore not be deleted: accounts are deactivated, never
-- removed.) TRUNCATE stays possible: it is the owner's maintenance of a whole database (a restore,
-- the test suites' resets), not something the application can send.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_delete" BEFORE DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
