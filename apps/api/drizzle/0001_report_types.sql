CREATE TABLE "report_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_single_cents" integer,
	"price_upto_3_cents" integer,
	"price_enterprise_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_types_name_unique" UNIQUE("name"),
	CONSTRAINT "report_types_prices_not_negative" CHECK (coalesce("report_types"."price_single_cents", 0) >= 0 and coalesce("report_types"."price_upto_3_cents", 0) >= 0 and coalesce("report_types"."price_enterprise_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "report_types" ADD CONSTRAINT "report_types_parent_id_report_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."report_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_types_parent_idx" ON "report_types" USING btree ("parent_id");