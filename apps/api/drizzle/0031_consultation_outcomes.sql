CREATE TYPE "public"."consultation_outcome" AS ENUM('completed', 'no_show');--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome" "consultation_outcome";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_at" timestamp with time zone;