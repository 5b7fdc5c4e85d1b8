ALTER TABLE "inquiries" ADD COLUMN "phone_code" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_code" text;