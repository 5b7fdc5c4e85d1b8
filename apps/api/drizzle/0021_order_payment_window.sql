ALTER TABLE "orders" RENAME COLUMN "coupon_held_until" TO "payable_until";--> statement-breakpoint
-- Issue 39: every card or bank purchase awaiting payment may be paid for 24 hours from placing, with or without a
-- promo code; an invoice, and the billing view's orders, have no such window.
UPDATE "orders" SET "payable_until" = NULL WHERE "method" = 'invoice' OR "kind" <> 'purchase';--> statement-breakpoint
UPDATE "orders" SET "payable_until" = "created_at" + interval '24 hours'
WHERE "status" = 'pending' AND "kind" = 'purchase' AND "method" <> 'invoice' AND "payable_until" IS NULL;--> statement-breakpoint
-- The lapse job, named when only orders with a code lapsed, is the order's now.
UPDATE "jobs" SET "name" = 'commerce.order-lapse', "unique_key" = replace("unique_key", 'coupon-hold-lapse:', 'order-lapse:')
WHERE "name" = 'commerce.coupon-hold-lapse';
