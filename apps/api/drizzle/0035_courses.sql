CREATE TYPE "public"."course_format" AS ENUM('virtual', 'in_person');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('introductory', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TABLE "course_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"daily_start" text NOT NULL,
	"daily_end" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"format" "course_format" NOT NULL,
	"place" text,
	"joining_link" text,
	"capacity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"analyst_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_sessions_days" CHECK ("course_sessions"."last_day" >= "course_sessions"."first_day"),
	CONSTRAINT "course_sessions_times" CHECK ("course_sessions"."ends_at" > "course_sessions"."starts_at"),
	CONSTRAINT "course_sessions_capacity" CHECK ("course_sessions"."capacity" > 0),
	CONSTRAINT "course_sessions_price" CHECK ("course_sessions"."price_cents" > 0),
	CONSTRAINT "course_sessions_where" CHECK (("course_sessions"."format" = 'in_person' and "course_sessions"."place" is not null) or ("course_sessions"."format" = 'virtual' and "course_sessions"."joining_link" is not null))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"level" "course_level" NOT NULL,
	"commodity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courses_commodity" CHECK ("courses"."commodity" in ('coffee', 'cocoa', 'sugar', 'cotton', 'orange-juice'))
);
--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_analyst_id_analysts_id_fk" FOREIGN KEY ("analyst_id") REFERENCES "public"."analysts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_sessions_starts_idx" ON "course_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "course_sessions_course_idx" ON "course_sessions" USING btree ("course_id");