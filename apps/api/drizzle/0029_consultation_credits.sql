CREATE TYPE "public"."line_kind" AS ENUM('subscription', 'consultation_credit');--> statement-breakpoint
ALTER TYPE "public"."consultation_cover" ADD VALUE 'credit';--> statement-breakpoint
CREATE TABLE "consultation_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "consultation_credits_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "consultation_credits_quantity" CHECK ("consultation_credits"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "report_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "tier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "report_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "kind" "line_kind" DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" "line_kind" DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_credits" ADD CONSTRAINT "consultation_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_credits" ADD CONSTRAINT "consultation_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_credits_tenant_idx" ON "consultation_credits" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_credits_idx" ON "cart_items" USING btree ("user_id") WHERE "cart_items"."kind" = 'consultation_credit';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shape" CHECK (("cart_items"."kind" = 'subscription' and "cart_items"."report_type_id" is not null and "cart_items"."tier" is not null and "cart_items"."quantity" = 1)
    or ("cart_items"."kind" = 'consultation_credit' and "cart_items"."report_type_id" is null and "cart_items"."tier" is null and "cart_items"."quantity" between 1 and 10));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shape" CHECK (("order_items"."kind" = 'subscription' and "order_items"."report_type_id" is not null and "order_items"."tier" is not null and "order_items"."quantity" = 1)
    or ("order_items"."kind" = 'consultation_credit' and "order_items"."report_type_id" is null and "order_items"."tier" is null and "order_items"."quantity" between 1 and 10));