CREATE TYPE "public"."report_cadence" AS ENUM('weekly', 'in_depth');--> statement-breakpoint
CREATE TYPE "public"."alert_frequency" AS ENUM('immediate', 'daily', 'weekly', 'off');--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"user_id" uuid NOT NULL,
	"report_type_id" integer NOT NULL,
	"frequency" "alert_frequency" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_preferences_user_id_report_type_id_pk" PRIMARY KEY("user_id","report_type_id")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_alerts" (
	"report_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" "alert_frequency" NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "report_alerts_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "report_types" ADD COLUMN "cadence" "report_cadence" DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_report_type_id_report_types_id_fk" FOREIGN KEY ("report_type_id") REFERENCES "public"."report_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_alerts" ADD CONSTRAINT "report_alerts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_alerts" ADD CONSTRAINT "report_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_alerts_waiting_idx" ON "report_alerts" USING btree ("user_id","frequency") WHERE "report_alerts"."sent_at" is null;--> statement-breakpoint
UPDATE "report_types" SET "cadence" = 'in_depth' WHERE "name" ILIKE '%in-depth%';
