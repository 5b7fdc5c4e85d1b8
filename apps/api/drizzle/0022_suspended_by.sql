CREATE TYPE "public"."suspension_origin" AS ENUM('firm', 'organisation');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" "suspension_origin";--> statement-breakpoint
-- Who made the suspensions there are (issue 39), from the record. A suspended member's newest suspension, unless a
-- reactivation or a new joining came after it, was the firm's when the audit log holds a staff member's
-- `user_suspended` of them at the same instant (staff changes write both, in one transaction) or its actor is a
-- staff account; else the organisation's. A suspension the record does not explain was made in the database, by
-- the firm: the organisation never suspended anyone without a `suspended` event.
UPDATE "users" AS u SET "suspended_by" = CASE WHEN (
  SELECT e."action" = 'suspended'
    AND NOT EXISTS (
      SELECT 1 FROM "staff_actions" s
      WHERE s."action" = 'user_suspended' AND s."target_type" = 'user' AND s."target_id" = u."id"::text
        AND s."occurred_at" = e."occurred_at"
    )
    AND NOT EXISTS (SELECT 1 FROM "users" a WHERE a."id" = e."actor_user_id" AND a."user_type" = 'admin')
  FROM "team_events" e
  WHERE e."tenant_id" = u."tenant_id" AND e."subject_user_id" = u."id"
    AND e."action" IN ('suspended', 'reactivated', 'joined')
  ORDER BY e."occurred_at" DESC, e."id" DESC
  LIMIT 1
) THEN 'organisation'::"suspension_origin" ELSE 'firm'::"suspension_origin" END
WHERE u."status" = 'disabled' AND u."user_type" = 'client' AND u."tenant_id" IS NOT NULL AND u."role" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspended_by_only_suspended" CHECK ("users"."suspended_by" is null or "users"."status" = 'disabled');
