CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_terms" (
	"lexeme" text NOT NULL,
	"report_id" integer NOT NULL,
	"score" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reports_library_order_idx" ON "reports" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reports"."unpublished_at" is null;--> statement-breakpoint
-- report_terms (docs/decisions/018): one row per report and search term, with the rank a search for that term alone
-- gives the report: ts_rank_cd itself, so a one-word search orders exactly as ranking the whole vectors would.
-- Like the search index, it is derived from reports.search_vector and kept by trigger, so it has no foreign key.
ALTER TABLE "report_terms" ADD CONSTRAINT "report_terms_pk" PRIMARY KEY ("lexeme", "report_id") INCLUDE ("score");--> statement-breakpoint
-- The published reports and their types, read from the index alone when a search joins its terms to them.
CREATE INDEX "reports_published_types_idx" ON "reports" ("id") INCLUDE ("report_type_id") WHERE "unpublished_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION "report_terms_of"("report" integer, "vector" tsvector) RETURNS TABLE ("lexeme" text, "report_id" integer, "score" real)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT t.lexeme, report,
         ts_rank_cd(vector, ('''' || replace(replace(t.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery)
  FROM unnest(vector) AS t
$$;--> statement-breakpoint
CREATE FUNCTION "report_terms_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vector tsvector;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "report_terms" WHERE "lexeme" = ANY (tsvector_to_array(OLD."search_vector")) AND "report_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    -- Held in a variable, the vector is read from storage once rather than once per term.
    vector := NEW."search_vector";
    INSERT INTO "report_terms" SELECT * FROM "report_terms_of"(NEW."id", vector);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reports_terms_refresh" AFTER INSERT OR UPDATE OF "name", "summary", "content" OR DELETE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "report_terms_refresh"();--> statement-breakpoint
INSERT INTO "report_terms" SELECT terms.* FROM "reports" r, "report_terms_of"(r."id", r."search_vector") AS terms;--> statement-breakpoint
-- cache_versions (docs/decisions/018): each change of what the API caches moves its scope's version, in the changing
-- transaction, to a value no scope had before.
CREATE SEQUENCE "cache_versions_seq";--> statement-breakpoint
CREATE FUNCTION "cache_version_bump"("changed" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "cache_versions" ("scope", "version") VALUES ("changed", nextval('cache_versions_seq'))
  ON CONFLICT ("scope") DO UPDATE SET "version" = excluded."version"
$$;--> statement-breakpoint
-- Statement triggers: the scope in the trigger's argument ('catalogue', or 'all' when a table is emptied at once).
CREATE FUNCTION "cache_scope_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "cache_version_bump"(TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Row triggers: the organisation whose access changes, by the row's column named in the argument (before and after).
CREATE FUNCTION "tenant_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_tenant text;
  after_tenant text;
BEGIN
  IF TG_OP <> 'INSERT' THEN before_tenant := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'DELETE' THEN after_tenant := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  IF before_tenant IS NOT NULL THEN PERFORM "cache_version_bump"('tenant:' || before_tenant); END IF;
  IF after_tenant IS NOT NULL AND after_tenant IS DISTINCT FROM before_tenant THEN
    PERFORM "cache_version_bump"('tenant:' || after_tenant);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A seat belongs to the organisation of its subscription.
CREATE FUNCTION "seat_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "cache_version_bump"('tenant:' || s."tenant_id")
  FROM "subscriptions" s
  WHERE s."id" IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."subscription_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."subscription_id" END
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A user's bookmarks.
CREATE FUNCTION "bookmarks_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "cache_version_bump"('user:' || OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."user_id" <> OLD."user_id") THEN
    PERFORM "cache_version_bump"('user:' || NEW."user_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reports_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('catalogue');--> statement-breakpoint
CREATE TRIGGER "report_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "report_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('catalogue');--> statement-breakpoint
CREATE TRIGGER "subscriptions_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "tenant_access_changed"('tenant_id');--> statement-breakpoint
CREATE TRIGGER "team_invitations_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "team_invitations"
  FOR EACH ROW EXECUTE FUNCTION "tenant_access_changed"('tenant_id');--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER INSERT OR UPDATE OF "status", "role", "tenant_id" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "tenant_access_changed"('tenant_id');--> statement-breakpoint
CREATE TRIGGER "tenants_access_changed" AFTER UPDATE OF "status" OR DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION "tenant_access_changed"('id');--> statement-breakpoint
CREATE TRIGGER "seat_assignments_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "seat_assignments"
  FOR EACH ROW EXECUTE FUNCTION "seat_access_changed"();--> statement-breakpoint
CREATE TRIGGER "bookmarks_changed" AFTER INSERT OR UPDATE OR DELETE ON "bookmarks"
  FOR EACH ROW EXECUTE FUNCTION "bookmarks_changed"();--> statement-breakpoint
CREATE TRIGGER "reports_emptied" AFTER TRUNCATE ON "reports" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "report_types_emptied" AFTER TRUNCATE ON "report_types" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "subscriptions_emptied" AFTER TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "team_invitations_emptied" AFTER TRUNCATE ON "team_invitations" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "users_emptied" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "tenants_emptied" AFTER TRUNCATE ON "tenants" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "seat_assignments_emptied" AFTER TRUNCATE ON "seat_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');--> statement-breakpoint
CREATE TRIGGER "bookmarks_emptied" AFTER TRUNCATE ON "bookmarks" FOR EACH STATEMENT EXECUTE FUNCTION "cache_scope_changed"('all');
