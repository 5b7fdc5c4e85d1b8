-- report_word_pairs (docs/decisions/039): every two lexemes that follow each other in a report (positions p and p + 1
-- of its search vector, as a phrase's `<->` reads them), once per report. A phrase of common words is in few reports,
-- but both its words are in nearly all: its adjacent pairs name its reports from this index instead of every
-- candidate's vector. Like report_terms, derived from reports.search_vector and kept by trigger, without a foreign key.
CREATE TABLE "report_word_pairs" (
	"first" text NOT NULL,
	"second" text NOT NULL,
	"report_id" integer NOT NULL,
	CONSTRAINT "report_word_pairs_pk" PRIMARY KEY ("first", "second", "report_id")
);--> statement-breakpoint
CREATE FUNCTION "report_word_pairs_of"("report" integer, "vector" tsvector) RETURNS TABLE ("first" text, "second" text, "report_id" integer)
  LANGUAGE sql IMMUTABLE AS $$
  WITH at AS (SELECT t.lexeme, position FROM unnest(vector) AS t, unnest(t.positions) AS position)
  SELECT DISTINCT a.lexeme, b.lexeme, report FROM at AS a JOIN at AS b ON b.position = a.position + 1
$$;--> statement-breakpoint
CREATE FUNCTION "report_word_pairs_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vector tsvector;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    vector := OLD."search_vector";
    DELETE FROM "report_word_pairs" AS kept USING "report_word_pairs_of"(OLD."id", vector) AS gone
      WHERE kept."first" = gone."first" AND kept."second" = gone."second" AND kept."report_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- Held in a variable, the vector is read from storage once.
    vector := NEW."search_vector";
    INSERT INTO "report_word_pairs" SELECT * FROM "report_word_pairs_of"(NEW."id", vector);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reports_word_pairs_refresh" AFTER INSERT OR UPDATE OF "name", "summary", "content" OR DELETE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "report_word_pairs_refresh"();--> statement-breakpoint
INSERT INTO "report_word_pairs" SELECT pairs.* FROM "reports" r, "report_word_pairs_of"(r."id", r."search_vector") AS pairs;--> statement-breakpoint
ANALYZE "report_word_pairs";
