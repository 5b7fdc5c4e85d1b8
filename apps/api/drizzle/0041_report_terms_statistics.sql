-- report_terms (docs/decisions/039): a search of several words joins each word's rows. A common word is in nearly
-- every report, but with Postgres's default statistics (the 100 most common lexemes of 2.4 million rows) most common
-- words are estimated at a few hundred rows, and the joins are planned as nested loops over thousands of rows. With
-- the 1,000 most common lexemes kept, their counts are known and the joins are hashed.
ALTER TABLE "report_terms" ALTER COLUMN "lexeme" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "report_terms";
