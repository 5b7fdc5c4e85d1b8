CREATE TABLE "course_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "course_participants_email" CHECK ("course_participants"."email" = lower("course_participants"."email"))
);
--> statement-breakpoint
ALTER TABLE "course_participants" ADD CONSTRAINT "course_participants_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_participants" ADD CONSTRAINT "course_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_participants" ADD CONSTRAINT "course_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_participants_named_idx" ON "course_participants" USING btree ("session_id","email") WHERE "course_participants"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "course_participants_tenant_idx" ON "course_participants" USING btree ("tenant_id","session_id");