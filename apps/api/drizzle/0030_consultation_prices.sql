CREATE TABLE "consultation_prices" (
	"length_minutes" integer PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_prices_length" CHECK ("consultation_prices"."length_minutes" in (15, 30, 60)),
	CONSTRAINT "consultation_prices_cents" CHECK ("consultation_prices"."cents" > 0)
);
