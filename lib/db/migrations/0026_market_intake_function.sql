-- The marketplace's sale writer and the lead intake's transaction as functions, so that a lead
-- costs one statement after its first read (lib/api/market/intake/intake.ts): on the embedded
-- database one connection serves the whole portal, and every round trip inside a transaction held
-- it while node ran JavaScript in between.
--
-- market_write_sales: checked sales of one lead (the caller holds the buyers' locks and has checked
-- every limit), their ledger debits (the balance rows follow by trigger), the orders' delivered
-- counts, the lead's buyer limit, sold count and state, and one delivery per hook of each buyer
-- whose payload JavaScript built, the sale's and the lead's ids set under the keys it names.
-- Deliveries go only to hooks still active when the sale is written: a caller may have read them
-- before its locks, and a hook paused or deleted meanwhile must neither be queued nor fail the sale.
CREATE FUNCTION "market_write_sales"(p_lead_id int, p_sales jsonb, p_buyer_limit int, p_sold_count int, p_at timestamptz)
RETURNS TABLE (id int, user_id int) LANGUAGE sql VOLATILE AS $$
  WITH x AS (
    SELECT * FROM jsonb_to_recordset(p_sales)
      AS x(user_id int, order_id int, sale_type text, price_cents bigint, hooks jsonb)
  ), s AS (
    INSERT INTO market_sales (lead_id, user_id, order_id, sale_type, price_cents, created_at)
    SELECT p_lead_id, x.user_id, x.order_id, x.sale_type, x.price_cents, p_at FROM x
    RETURNING market_sales.id, market_sales.user_id, market_sales.price_cents
  ), l AS (
    INSERT INTO balance_ledger (user_id, kind, amount_cents, sale_id, created_at)
    SELECT s.user_id, 'sale', -s.price_cents, s.id, p_at FROM s
  ), o AS (
    UPDATE market_orders o SET delivered = o.delivered + 1,
      state = CASE WHEN o.delivered + 1 >= o.total_volume THEN 'completed' ELSE o.state END,
      updated_at = p_at
    FROM x WHERE o.id = x.order_id
  ), ld AS (
    UPDATE market_leads SET buyer_limit = p_buyer_limit, sold_count = p_sold_count,
      state = CASE WHEN p_sold_count >= p_buyer_limit THEN 'sold' ELSE 'available' END
    WHERE market_leads.id = p_lead_id
  ), d AS (
    INSERT INTO market_webhook_deliveries (webhook_id, sale_id, payload, state, next_attempt_at, created_at)
    SELECT h.webhook_id, s.id,
      h.payload
        || coalesce((SELECT jsonb_object_agg(k, s.id) FROM jsonb_array_elements_text(h.sale_id_keys) k), '{}'::jsonb)
        || coalesce((SELECT jsonb_object_agg(k, p_lead_id) FROM jsonb_array_elements_text(h.lead_id_keys) k), '{}'::jsonb),
      'pending', p_at, p_at
    FROM s JOIN x ON x.user_id = s.user_id
    CROSS JOIN LATERAL jsonb_to_recordset(x.hooks) AS h(webhook_id int, payload jsonb, sale_id_keys jsonb, lead_id_keys jsonb)
    JOIN market_webhooks w ON w.id = h.webhook_id AND w.state = 'active'
  )
  SELECT s.id, s.user_id FROM s
$$;
--> statement-breakpoint
-- market_take_lead: one partner lead's transaction, run in autocommit as one statement. Every
-- statement of a VOLATILE plpgsql function takes a fresh snapshot under READ COMMITTED, so the
-- reads after the advisory locks see what the previous holders committed: the locks must come
-- first (one plain SQL statement would read on the snapshot taken before it waited for them).
-- p_sales: the planned sales in plan order, as market_write_sales takes them. Returns null for a
-- duplicate, otherwise {lead_id, sale_ids, unfinished}: unfinished when a planned sale no longer
-- held, the caller then finishing the walk one checked sale at a time (distributeLead).
CREATE FUNCTION "market_take_lead"(p_category_id int, p_source_id int, p_lead jsonb, p_at timestamptz, p_day date,
  p_since timestamptz, p_sales jsonb, p_buyer_limit int, p_channel text)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_lead_id int;
  v_buyer int;
  v_sale jsonb;
  v_order record;
  v_today int;
  v_balance bigint;
  v_kept jsonb := '[]';
  v_sale_ids jsonb := '[]';
  -- The Paris day's bounds, as salesOnDaySql computes them, so the daily count is an index range.
  v_from timestamptz := p_day::timestamp AT TIME ZONE 'Europe/Paris';
  v_to timestamptz := (p_day + 1)::timestamp AT TIME ZONE 'Europe/Paris';
BEGIN
  -- Duplicates: one intake at a time per e-mail (61) and per phone (62) of a category.
  PERFORM pg_advisory_xact_lock(61, hashtext(p_category_id::text || ':' || (p_lead->>'email')));
  PERFORM pg_advisory_xact_lock(62, hashtext(p_category_id::text || ':' || (p_lead->>'phone')));
  -- The planned buyers in ascending id under BUYER_LOCK (63), the lock sellLeadToUser takes first:
  -- the engine and the cart serialize with the intake, and nobody waits in a cycle.
  FOR v_buyer IN SELECT DISTINCT (e->>'user_id')::int FROM jsonb_array_elements(p_sales) e ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(63, v_buyer);
  END LOOP;

  INSERT INTO market_leads (category_id, source_id, first_name, last_name, email, phone, postcode, department, age,
    fields, created_at, day)
  SELECT p_category_id, p_source_id, p_lead->>'first_name', p_lead->>'last_name', p_lead->>'email', p_lead->>'phone',
    p_lead->>'postcode', p_lead->>'department', (p_lead->>'age')::smallint, p_lead->'fields', p_at, p_day
  WHERE NOT EXISTS (SELECT 1 FROM market_leads d WHERE d.category_id = p_category_id
      AND d.email = p_lead->>'email' AND d.created_at >= p_since)
    AND NOT EXISTS (SELECT 1 FROM market_leads d WHERE d.category_id = p_category_id
      AND d.phone = p_lead->>'phone' AND d.created_at >= p_since)
  RETURNING market_leads.id INTO v_lead_id;
  IF v_lead_id IS NULL THEN
    RETURN NULL;
  END IF;

  -- The planned sales that still hold under the locks, up to the first that does not.
  FOR v_sale IN SELECT t.e FROM jsonb_array_elements(p_sales) WITH ORDINALITY AS t(e, n) ORDER BY t.n LOOP
    SELECT o.state, o.user_id, o.delivered, o.total_volume, o.daily_cap INTO v_order
    FROM market_orders o WHERE o.id = (v_sale->>'order_id')::int FOR UPDATE;
    EXIT WHEN NOT FOUND OR v_order.state <> 'in_progress' OR v_order.user_id <> (v_sale->>'user_id')::int;
    v_today := CASE WHEN v_order.daily_cap IS NULL THEN 0 ELSE (
      SELECT count(*) FROM market_sales s
      WHERE s.order_id = (v_sale->>'order_id')::int AND s.created_at >= v_from AND s.created_at < v_to) END;
    v_balance := coalesce((SELECT b.balance_cents FROM market_balances b WHERE b.user_id = v_order.user_id), 0);
    -- The rule of canBuy (lib/api/market/intake/plan.ts) that planned the sale: volume, daily cap, balance.
    EXIT WHEN NOT (v_order.delivered < v_order.total_volume
      AND (v_order.daily_cap IS NULL OR v_today < v_order.daily_cap)
      AND v_balance >= (v_sale->>'price_cents')::bigint);
    v_kept := v_kept || jsonb_build_array(v_sale);
  END LOOP;

  IF jsonb_array_length(v_kept) > 0 THEN
    SELECT coalesce(jsonb_agg(w.id), '[]'::jsonb) INTO v_sale_ids
    FROM market_write_sales(v_lead_id, v_kept, p_buyer_limit, jsonb_array_length(v_kept), p_at) w;
  END IF;
  -- NOTIFY is delivered at commit: the live pages then read figures that include this lead.
  IF p_channel IS NOT NULL THEN
    PERFORM pg_notify(p_channel, jsonb_build_object('leadId', v_lead_id)::text);
  END IF;
  RETURN jsonb_build_object('lead_id', v_lead_id, 'sale_ids', v_sale_ids,
    'unfinished', jsonb_array_length(v_kept) < jsonb_array_length(p_sales));
END $$;
