-- Repair before the check: numeric took '-1', '0' and 'NaN' (which sorts above every price).
-- Such a listing cannot be sold at any honest price, so it is taken down (its seller can set
-- a price and relist it) and unpaid orders that were asking for a non-positive amount end.
UPDATE "orders" SET "status" = 'cancelled', "updated_at" = now()
WHERE "status" = 'awaiting_payment' AND NOT ("amount" > 0 AND "amount" <> 'NaN');--> statement-breakpoint
UPDATE "listings" SET "status" = 'removed', "updated_at" = now()
WHERE NOT ("price_amount" > 0 AND "price_amount" <> 'NaN');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_positive" CHECK ("listings"."status" = 'removed' or ("listings"."price_amount" > 0 and "listings"."price_amount" <> 'NaN'));