ALTER TABLE "orders" ADD COLUMN "coupon_held_until" timestamp with time zone;--> statement-breakpoint
-- Orders awaiting payment keep their code as the rule now holds it: an invoice until its due date, a card or bank
-- order whose payment has not failed for 24 hours from placing.
UPDATE "orders" SET "coupon_held_until" = CASE
	WHEN "method" = 'invoice' THEN "invoice_due_at"
	ELSE "created_at" + interval '24 hours'
END
WHERE "status" = 'pending' AND "coupon_id" IS NOT NULL AND ("method" = 'invoice' OR "failure_message" IS NULL);
