-- Sellers' notifications move into the one inbox: each row becomes the inbox row the bus
-- would write today, unless the inbox already holds it. "shipped" was the seller's own step,
-- which the inbox does not tell the one who took it.
INSERT INTO "notifications" ("user_id", "kind", "data", "read_at", "created_at")
SELECT s."seller_id", 'order',
  jsonb_build_object('orderId', s."order_id", 'status', m."status", 'role', 'seller'),
  s."read_at", s."created_at"
FROM "seller_notifications" s
JOIN (VALUES ('new_order', 'awaiting_payment'), ('paid', 'paid'), ('delivered', 'completed'))
  AS m("type", "status") ON m."type" = s."type"
WHERE NOT EXISTS (
  SELECT 1 FROM "notifications" n
  WHERE n."user_id" = s."seller_id" AND n."kind" = 'order'
    AND n."data"->>'orderId' = s."order_id"::text AND n."data"->>'status' = m."status"
);--> statement-breakpoint
INSERT INTO "notifications" ("user_id", "kind", "data", "read_at", "created_at")
SELECT s."seller_id", 'review', jsonb_build_object('orderId', s."order_id", 'actorId', o."buyer_id"),
  s."read_at", s."created_at"
FROM "seller_notifications" s
JOIN "orders" o ON o."id" = s."order_id"
WHERE s."type" = 'review';--> statement-breakpoint
DROP TABLE "seller_notifications" CASCADE;
