-- The archive ranks every match by reading its search vector; stored out of line but uncompressed, a vector is
-- read without being decompressed first (it is the larger part of the cost of ranking a common word).
ALTER TABLE "reports" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Vectors written before are rewritten uncompressed.
UPDATE "reports" SET "content" = "content";
