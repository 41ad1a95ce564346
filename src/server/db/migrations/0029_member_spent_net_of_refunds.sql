-- A member's Spent now follows refunds and cancellations (decision 048): each order interaction
-- holds what the order counts now (its total less refunds, nothing once cancelled), and each
-- member's Spent is the sum of its orders' amounts again, as recountMember computes it. Orders
-- counted before this were left at their total as placed.
UPDATE "community_interactions" ci SET "amount" = CASE WHEN o."order_data"->>'cancelled_at' IS NOT NULL THEN 0
    ELSE GREATEST(o."total_price" - o."total_refunded", 0) END
  FROM "orders" o
  WHERE ci."kind" = 'order' AND ci."ref_id" = o."id"::text AND ci."team_id" = o."team_id"
    AND ci."amount" <> CASE WHEN o."order_data"->>'cancelled_at' IS NOT NULL THEN 0
      ELSE GREATEST(o."total_price" - o."total_refunded", 0) END;--> statement-breakpoint
UPDATE "community_members" m SET "order_total" = s."total"
  FROM (SELECT "member_id", COALESCE(SUM("amount"), 0) AS "total" FROM "community_interactions"
    WHERE "kind" = 'order' GROUP BY "member_id") s
  WHERE m."id" = s."member_id" AND m."order_total" <> s."total";
