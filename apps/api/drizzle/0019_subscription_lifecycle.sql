CREATE TYPE "public"."order_kind" AS ENUM('purchase', 'renewal', 'upgrade', 'late_fee');--> statement-breakpoint
CREATE TYPE "public"."subscription_payment" AS ENUM('card', 'us_bank_account', 'invoice', 'complimentary');--> statement-breakpoint
CREATE TYPE "public"."subscription_state" AS ENUM('active', 'renewal_due', 'renewed', 'past_due', 'grace', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"report_type_name" text NOT NULL,
	"event" text NOT NULL,
	"from_state" "subscription_state",
	"to_state" "subscription_state" NOT NULL,
	"actor_email" text,
	"detail" jsonb,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" "order_kind" DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_for_order_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
UPDATE "subscriptions" SET "paid_until" = "ends_at";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "paid_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "state" "subscription_state" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" "subscription_payment" DEFAULT 'complimentary' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_label" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_tier" "subscription_tier";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_order_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Subscriptions bought before the lifecycle are paid as their newest paid order was; the rest were granted.
UPDATE "subscriptions" AS s SET "payment_method" = paid."method"::text::"subscription_payment" FROM (SELECT DISTINCT ON (o."tenant_id", i."report_type_id") o."tenant_id", i."report_type_id", o."method" FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id" WHERE o."status" = 'paid' ORDER BY o."tenant_id", i."report_type_id", o."paid_at" DESC) AS paid WHERE paid."tenant_id" = s."tenant_id" AND paid."report_type_id" = s."report_type_id" AND s."grant_reason" IS NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "state" = CASE WHEN "ends_at" <= now() THEN 'expired'::"subscription_state" WHEN NOT "auto_renew" OR "payment_method" = 'complimentary' THEN 'cancelled'::"subscription_state" ELSE 'active'::"subscription_state" END, "auto_renew" = "auto_renew" AND "payment_method" <> 'complimentary';--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_tenant_idx" ON "subscription_events" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","occurred_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_for_order_id_orders_id_fk" FOREIGN KEY ("fee_for_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_order_id_orders_id_fk" FOREIGN KEY ("renewal_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_renewal_period_idx" ON "orders" USING btree ("subscription_id","period_starts_at") WHERE "orders"."kind" = 'renewal';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_late_fee_idx" ON "orders" USING btree ("fee_for_order_id") WHERE "orders"."kind" = 'late_fee';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_paid_until" CHECK ("subscriptions"."ends_at" >= "subscriptions"."paid_until");