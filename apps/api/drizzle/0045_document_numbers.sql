-- document_numbers (issue 46, docs/decisions/040): the last number of each series of numbered documents per year,
-- raised in the issuing transaction so that invoice numbers run without gaps. Invoices issued before took their
-- order's number (INV-2026-001042 for SO-2026-001042); each year's series goes on after the highest of them.
CREATE TABLE "document_numbers" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_numbers_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
INSERT INTO "document_numbers" ("series", "year", "last_number")
SELECT 'INV', substring("invoice_number" from 5 for 4)::integer, max(substring("invoice_number" from 10)::integer)
FROM "orders"
WHERE "invoice_number" ~ '^INV-[0-9]{4}-[0-9]+$'
GROUP BY 2;
