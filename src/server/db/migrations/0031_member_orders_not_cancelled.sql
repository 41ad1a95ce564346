-- A member's Orders no longer count cancelled orders (as Spent counts nothing for them, decision
-- 048): each member's order_count is set again to its order interactions whose order is not
-- cancelled, as recountMember counts them. Members already right are left as they were.
UPDATE "community_members" m SET "order_count" = s."orders"
  FROM (SELECT ci."member_id", (COUNT(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "orders" o
      WHERE o."team_id" = ci."team_id" AND o."id"::text = ci."ref_id"
        AND o."order_data"->>'cancelled_at' IS NOT NULL)))::int AS "orders"
    FROM "community_interactions" ci WHERE ci."kind" = 'order' GROUP BY ci."member_id") s
  WHERE m."id" = s."member_id" AND m."order_count" <> s."orders";
