-- A validated month is frozen: its lines cannot be added, changed or removed, and the month cannot be
-- reopened or deleted. The domain refuses first (lib/api/auth/billing-months); this is the last guard.
CREATE OR REPLACE FUNCTION billing_month_lines_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF EXISTS (SELECT 1 FROM billing_months m WHERE m.platform = r.platform AND m.month = r.month AND m.status = 'validated')
     OR (TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM billing_months m WHERE m.platform = OLD.platform AND m.month = OLD.month AND m.status = 'validated')) THEN
    RAISE EXCEPTION 'billing month %/% is validated: its lines are frozen', r.platform, r.month USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_month_lines_frozen BEFORE INSERT OR UPDATE OR DELETE ON billing_month_lines
  FOR EACH ROW EXECUTE FUNCTION billing_month_lines_frozen();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION billing_months_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'validated' THEN
    RAISE EXCEPTION 'billing month %/% is validated: it cannot change', OLD.platform, OLD.month USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_months_frozen BEFORE UPDATE OR DELETE ON billing_months
  FOR EACH ROW EXECUTE FUNCTION billing_months_frozen();
