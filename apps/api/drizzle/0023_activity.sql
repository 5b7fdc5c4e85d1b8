CREATE TYPE "public"."actor_kind" AS ENUM('client', 'staff', 'system');--> statement-breakpoint
CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_kind" "actor_kind" NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text,
	"tenant_id" uuid,
	"tenant_name" text,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"subject_label" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_occurred_idx" ON "activity" USING btree ("occurred_at","seq");--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_user_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "activity_tenant_idx" ON "activity" USING btree ("tenant_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "activity_action_idx" ON "activity" USING btree ("action","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity" USING btree ("subject_type","subject_id","occurred_at","seq");--> statement-breakpoint
-- The history of the three logs this table replaces (issue 40), each change once. A staff member's change that
-- also wrote the team's record (a user suspended or reactivated) or a subscription's lifecycle (grace extended, a
-- subscription extended, a late fee waived) wrote both at the same instant in one transaction: its staff action is
-- kept, with the subject's label and the states the lifecycle step held, and the double is left behind. Rows are
-- written in time order, so `seq` orders the rows of one moment.
INSERT INTO "activity" ("id", "actor_kind", "actor_user_id", "actor_email", "tenant_id", "tenant_name", "subject_type",
  "subject_id", "subject_label", "action", "before", "after", "reason", "occurred_at")
SELECT s."id",
  CASE WHEN s."staff_user_id" IS NULL AND s."staff_email" IN ('cli', 'system') THEN 'system' ELSE 'staff' END::"actor_kind",
  s."staff_user_id", s."staff_email", s."tenant_id", s."tenant_name", s."target_type", s."target_id",
  CASE s."target_type"
    WHEN 'user' THEN coalesce(s."after" ->> 'email', s."before" ->> 'email')
    WHEN 'subscription' THEN (
      SELECT rt."name" FROM "subscriptions" sub JOIN "report_types" rt ON rt."id" = sub."report_type_id"
      WHERE sub."id"::text = s."target_id")
  END,
  s."action",
  CASE WHEN s."action" = 'subscription_extended' AND step."from_state" IS NOT NULL
    THEN jsonb_build_object('state', step."from_state") || coalesce(s."before", '{}'::jsonb) ELSE s."before" END,
  CASE WHEN s."action" = 'subscription_extended' AND step."to_state" IS NOT NULL
    THEN jsonb_build_object('state', step."to_state") || coalesce(s."after", '{}'::jsonb) ELSE s."after" END,
  s."reason", s."occurred_at"
FROM "staff_actions" s
LEFT JOIN LATERAL (
  SELECT e."from_state", e."to_state" FROM "subscription_events" e
  WHERE e."event" = 'extended' AND e."subscription_id"::text = s."target_id" AND e."occurred_at" = s."occurred_at"
  LIMIT 1
) step ON true
ORDER BY s."occurred_at";--> statement-breakpoint
INSERT INTO "activity" ("id", "actor_kind", "actor_user_id", "actor_email", "tenant_id", "tenant_name", "subject_type",
  "subject_id", "subject_label", "action", "before", "after", "occurred_at")
SELECT e."id",
  CASE
    WHEN e."actor_email" IS NULL THEN 'system'
    WHEN EXISTS (SELECT 1 FROM "users" a WHERE a."id" = e."actor_user_id" AND a."user_type" = 'admin') THEN 'staff'
    ELSE 'client'
  END::"actor_kind",
  e."actor_user_id", e."actor_email", e."tenant_id", t."name",
  CASE
    WHEN e."action" = 'company_changed' THEN 'organisation'
    WHEN e."subject_user_id" IS NULL THEN 'invitation'
    ELSE 'user'
  END,
  CASE WHEN e."action" = 'company_changed' THEN e."tenant_id"::text ELSE e."subject_user_id"::text END,
  e."subject_email", e."action", e."before", e."after", e."occurred_at"
FROM "team_events" e
JOIN "tenants" t ON t."id" = e."tenant_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "staff_actions" s
  WHERE s."target_type" = 'user' AND s."target_id" = e."subject_user_id"::text AND s."occurred_at" = e."occurred_at"
    AND s."action" = CASE e."action" WHEN 'suspended' THEN 'user_suspended' WHEN 'reactivated' THEN 'user_reactivated' END
)
ORDER BY e."occurred_at";--> statement-breakpoint
INSERT INTO "activity" ("id", "actor_kind", "actor_email", "tenant_id", "tenant_name", "subject_type", "subject_id",
  "subject_label", "action", "before", "after", "occurred_at")
SELECT e."id",
  CASE
    WHEN e."actor_email" IS NULL THEN 'system'
    WHEN EXISTS (SELECT 1 FROM "users" a WHERE a."email" = e."actor_email" AND a."user_type" = 'admin') THEN 'staff'
    ELSE 'client'
  END::"actor_kind",
  e."actor_email", e."tenant_id", t."name", 'subscription', e."subscription_id"::text, e."report_type_name",
  e."event",
  CASE WHEN e."from_state" IS NULL THEN NULL ELSE jsonb_build_object('state', e."from_state") END,
  jsonb_build_object('state', e."to_state") || coalesce(e."detail", '{}'::jsonb),
  e."occurred_at"
FROM "subscription_events" e
JOIN "tenants" t ON t."id" = e."tenant_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "staff_actions" s
  WHERE s."occurred_at" = e."occurred_at" AND (
    (e."event" = 'grace_extended' AND s."action" = 'grace_extended' AND s."target_id" = e."subscription_id"::text)
    OR (e."event" = 'extended' AND s."action" = 'subscription_extended' AND s."target_id" = e."subscription_id"::text)
    OR (e."event" = 'late_fee_waived' AND s."action" = 'late_fee_waived' AND s."target_id" = e."detail" ->> 'order')
  )
)
ORDER BY e."occurred_at";--> statement-breakpoint
-- A subscription granted before grants were audited (or put in by hand) is on the record as the server's grant.
INSERT INTO "activity" ("actor_kind", "actor_email", "tenant_id", "tenant_name", "subject_type", "subject_id",
  "subject_label", "action", "after", "reason", "occurred_at")
SELECT 'system', 'system', sub."tenant_id", t."name", 'subscription', sub."id"::text, rt."name", 'subscription_granted',
  jsonb_build_object('report_type', rt."name", 'tier', sub."tier", 'starts_at', to_char(sub."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'ends_at', to_char(sub."ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  sub."grant_reason", sub."created_at"
FROM "subscriptions" sub
JOIN "report_types" rt ON rt."id" = sub."report_type_id"
JOIN "tenants" t ON t."id" = sub."tenant_id"
WHERE sub."grant_reason" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "staff_actions" s WHERE s."action" = 'subscription_granted' AND s."target_id" = sub."id"::text
)
ORDER BY sub."created_at";
