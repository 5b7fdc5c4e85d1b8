DROP TABLE "team_events" CASCADE;--> statement-breakpoint
DROP TABLE "subscription_events" CASCADE;--> statement-breakpoint
DROP TABLE "staff_actions" CASCADE;