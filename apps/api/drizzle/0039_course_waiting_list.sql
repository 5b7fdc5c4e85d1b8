CREATE TYPE "public"."course_seat_offer_state" AS ENUM('open', 'accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TYPE "public"."course_waitlist_state" AS ENUM('waiting', 'offered', 'fulfilled', 'declined', 'lapsed');--> statement-breakpoint
CREATE TABLE "course_seat_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_seat_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"state" "course_seat_offer_state" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"ended_at" timestamp with time zone,
	CONSTRAINT "course_seat_offers_entry_id_unique" UNIQUE("entry_id"),
	CONSTRAINT "course_seat_offers_seats" CHECK ("course_seat_offers"."seats" > 0),
	CONSTRAINT "course_seat_offers_accepted" CHECK (("course_seat_offers"."state" = 'accepted') = ("course_seat_offers"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "course_waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"seats" integer NOT NULL,
	"state" "course_waitlist_state" DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "course_waitlist_seats" CHECK ("course_waitlist_entries"."seats" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "course_seat_offers" ADD CONSTRAINT "course_seat_offers_entry_id_course_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."course_waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seat_offers" ADD CONSTRAINT "course_seat_offers_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seat_offers" ADD CONSTRAINT "course_seat_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seat_offers" ADD CONSTRAINT "course_seat_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist_entries" ADD CONSTRAINT "course_waitlist_entries_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist_entries" ADD CONSTRAINT "course_waitlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist_entries" ADD CONSTRAINT "course_waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_seat_offers_open_idx" ON "course_seat_offers" USING btree ("session_id","expires_at") WHERE "course_seat_offers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "course_seat_offers_order_idx" ON "course_seat_offers" USING btree ("order_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_waitlist_live_idx" ON "course_waitlist_entries" USING btree ("session_id","tenant_id") WHERE "course_waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "course_waitlist_line_idx" ON "course_waitlist_entries" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "course_waitlist_tenant_idx" ON "course_waitlist_entries" USING btree ("tenant_id");