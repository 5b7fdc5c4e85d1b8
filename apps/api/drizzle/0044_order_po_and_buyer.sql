-- orders.po_number and orders.buyer (issue 46, docs/decisions/040): the buyer's purchase-order number, and the
-- organisation's billing details frozen when the order is placed, as its invoice prints them.
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer" jsonb;