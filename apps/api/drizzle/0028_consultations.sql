CREATE TYPE "public"."consultation_cover" AS ENUM('card', 'invoice', 'monthly_call');--> statement-breakpoint
CREATE TYPE "public"."consultation_status" AS ENUM('held', 'booked', 'lapsed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."order_kind" ADD VALUE 'consultation';--> statement-breakpoint
CREATE TABLE "analysts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"photo_url" text,
	"expertise" text[] NOT NULL,
	"time_zone" text NOT NULL,
	"meeting_link" text NOT NULL,
	"notice_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"daily_max" integer NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"date_overrides" jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analysts_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"analyst_id" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"length_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"occupied_until" timestamp with time zone NOT NULL,
	"status" "consultation_status" NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"price_cents" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"covered_by" "consultation_cover",
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"order_id" uuid,
	"time_zone" text NOT NULL,
	"topic" text NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultations_cover" CHECK ("consultations"."status" <> 'booked' or "consultations"."covered_by" is not null),
	CONSTRAINT "consultations_times" CHECK ("consultations"."ends_at" > "consultations"."starts_at" and "consultations"."occupied_until" >= "consultations"."ends_at"),
	CONSTRAINT "consultations_hold" CHECK ("consultations"."status" <> 'held' or "consultations"."hold_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "analysts" ADD CONSTRAINT "analysts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_analyst_id_analysts_id_fk" FOREIGN KEY ("analyst_id") REFERENCES "public"."analysts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_analyst_starts_idx" ON "consultations" USING btree ("analyst_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultations_tenant_idx" ON "consultations" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_order_idx" ON "consultations" USING btree ("order_id");--> statement-breakpoint
-- Never two sessions of one analyst at once (issue 43): a held or booked session's time and buffer overlap no
-- other's. The analyst is matched as a one-value int4range so GiST compares it with the built-in range operators,
-- without the btree_gist extension.
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist (int4range("analyst_id", "analyst_id", '[]') WITH &&, tstzrange("starts_at", "occupied_until") WITH &&) WHERE ("status" IN ('held', 'booked'));
