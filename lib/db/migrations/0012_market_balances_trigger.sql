-- market_balances follows balance_ledger in the same transaction as every ledger write, whatever
-- writes it (the application's paths, seeds, raw SQL): statement triggers with transition tables
-- add the per-buyer sums of the rows a statement wrote (one upsert per statement, however many
-- rows). The ledger is append-only by contract; update, delete and truncate are still followed so
-- that the balance can never disagree with it. updated_at is the time of the latest movement the
-- row includes (the ledger's created_at, so that seeds stay deterministic).
LOCK TABLE "balance_ledger" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "market_balances_ledger_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO market_balances AS b (user_id, balance_cents, entries, updated_at)
  SELECT user_id, sum(amount_cents), count(*), max(created_at) FROM ledger_new GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET balance_cents = b.balance_cents + excluded.balance_cents,
    entries = b.entries + excluded.entries, updated_at = greatest(b.updated_at, excluded.updated_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "market_balances_ledger_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO market_balances AS b (user_id, balance_cents, entries, updated_at)
  SELECT user_id, sum(amount), sum(n), max(created_at)
  FROM (SELECT user_id, amount_cents AS amount, 1 AS n, created_at FROM ledger_new
        UNION ALL SELECT user_id, -amount_cents, -1, created_at FROM ledger_old) d
  GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET balance_cents = b.balance_cents + excluded.balance_cents,
    entries = b.entries + excluded.entries, updated_at = greatest(b.updated_at, excluded.updated_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "market_balances_ledger_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE market_balances b SET balance_cents = b.balance_cents - d.total, entries = b.entries - d.n, updated_at = now()
  FROM (SELECT user_id, sum(amount_cents) AS total, count(*)::int AS n FROM ledger_old GROUP BY user_id ORDER BY user_id) d
  WHERE b.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "market_balances_ledger_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM market_balances;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "balance_ledger_balances_insert" AFTER INSERT ON "balance_ledger"
  REFERENCING NEW TABLE AS ledger_new FOR EACH STATEMENT EXECUTE FUNCTION "market_balances_ledger_insert"();
--> statement-breakpoint
CREATE TRIGGER "balance_ledger_balances_update" AFTER UPDATE ON "balance_ledger"
  REFERENCING OLD TABLE AS ledger_old NEW TABLE AS ledger_new FOR EACH STATEMENT EXECUTE FUNCTION "market_balances_ledger_update"();
--> statement-breakpoint
CREATE TRIGGER "balance_ledger_balances_delete" AFTER DELETE ON "balance_ledger"
  REFERENCING OLD TABLE AS ledger_old FOR EACH STATEMENT EXECUTE FUNCTION "market_balances_ledger_delete"();
--> statement-breakpoint
CREATE TRIGGER "balance_ledger_balances_truncate" AFTER TRUNCATE ON "balance_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "market_balances_ledger_truncate"();
--> statement-breakpoint
-- Back-fill from the ledger (the lock above keeps writers out until the migration commits).
INSERT INTO "market_balances" (user_id, balance_cents, entries, updated_at)
SELECT user_id, sum(amount_cents), count(*), max(created_at) FROM "balance_ledger" GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET balance_cents = excluded.balance_cents, entries = excluded.entries,
  updated_at = excluded.updated_at;
