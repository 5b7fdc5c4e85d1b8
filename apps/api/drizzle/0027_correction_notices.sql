CREATE TABLE "correction_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "correction_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "correction_notices_file_key" UNIQUE("report_id","file_sha256")
);
--> statement-breakpoint
CREATE TABLE "correction_recipients" (
	"notice_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "correction_recipients_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "file_replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "correction_notices" ADD CONSTRAINT "correction_notices_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_recipients" ADD CONSTRAINT "correction_recipients_notice_id_correction_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."correction_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_recipients" ADD CONSTRAINT "correction_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;