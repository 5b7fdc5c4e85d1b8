CREATE TABLE "report_passages" (
	"report_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, replace("text", '<', ' '))) STORED NOT NULL,
	CONSTRAINT "report_passages_report_id_position_pk" PRIMARY KEY("report_id","position")
);
--> statement-breakpoint
DROP INDEX "reports_search_idx";--> statement-breakpoint
ALTER TABLE "report_passages" ADD CONSTRAINT "report_passages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_passages_search_idx" ON "report_passages" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reports_search_idx" ON "reports" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- A report's content as passages of about 60 words (whole lines), rewritten whenever its content is written.
CREATE FUNCTION "report_passages_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line text;
  chunk text := '';
  words integer := 0;
  passage integer := 0;
BEGIN
  DELETE FROM "report_passages" WHERE "report_id" = NEW."id";
  FOREACH line IN ARRAY regexp_split_to_array(NEW."content", E'\n') LOOP
    line := btrim(line);
    CONTINUE WHEN line = '';
    chunk := CASE WHEN chunk = '' THEN line ELSE chunk || ' ' || line END;
    words := words + coalesce(array_length(regexp_split_to_array(line, '\s+'), 1), 0);
    IF words >= 60 THEN
      passage := passage + 1;
      INSERT INTO "report_passages" ("report_id", "position", "text") VALUES (NEW."id", passage, chunk);
      chunk := '';
      words := 0;
    END IF;
  END LOOP;
  IF chunk <> '' THEN
    passage := passage + 1;
    INSERT INTO "report_passages" ("report_id", "position", "text") VALUES (NEW."id", passage, chunk);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reports_passages_refresh" AFTER INSERT OR UPDATE OF "content" ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "report_passages_refresh"();--> statement-breakpoint
-- The reports already there get their passages.
UPDATE "reports" SET "content" = "content";
