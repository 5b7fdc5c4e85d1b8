ALTER TYPE "public"."line_kind" ADD VALUE 'archived_report';--> statement-breakpoint
CREATE TABLE "report_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"report_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_shape";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_shape";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "report_licences" ADD CONSTRAINT "report_licences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_licences" ADD CONSTRAINT "report_licences_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_licences" ADD CONSTRAINT "report_licences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_licences_live_idx" ON "report_licences" USING btree ("tenant_id","report_id") WHERE "report_licences"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "report_licences_order_report_idx" ON "report_licences" USING btree ("order_id","report_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_report_idx" ON "cart_items" USING btree ("user_id","report_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shape" CHECK (("cart_items"."kind" = 'subscription' and "cart_items"."report_type_id" is not null and "cart_items"."tier" is not null and "cart_items"."report_id" is null and "cart_items"."quantity" = 1)
    or ("cart_items"."kind" = 'consultation_credit' and "cart_items"."report_type_id" is null and "cart_items"."tier" is null and "cart_items"."report_id" is null and "cart_items"."quantity" between 1 and 10)
    or ("cart_items"."kind"::text = 'archived_report' and "cart_items"."report_id" is not null and "cart_items"."report_type_id" is null and "cart_items"."tier" is null and "cart_items"."quantity" = 1));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shape" CHECK (("order_items"."kind" = 'subscription' and "order_items"."report_type_id" is not null and "order_items"."tier" is not null and "order_items"."report_id" is null and "order_items"."quantity" = 1)
    or ("order_items"."kind" = 'consultation_credit' and "order_items"."report_type_id" is null and "order_items"."tier" is null and "order_items"."report_id" is null and "order_items"."quantity" between 1 and 10)
    or ("order_items"."kind"::text = 'archived_report' and "order_items"."report_id" is not null and "order_items"."report_type_id" is null and "order_items"."tier" is null and "order_items"."quantity" = 1));--> statement-breakpoint
CREATE TRIGGER "report_licences_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "report_licences"
  FOR EACH ROW EXECUTE FUNCTION "tenant_access_changed"('tenant_id');--> statement-breakpoint
CREATE TRIGGER "report_licences_emptied" AFTER TRUNCATE ON "report_licences" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');
