-- billing_profiles (issue 46, docs/decisions/040): an organisation's legal name, address, tax ID, accounts-payable addresses
-- and whether its orders need a purchase-order number; one per organisation, none until saved.
CREATE TABLE "billing_profiles" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"street_address" text NOT NULL,
	"address_line_2" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country" text NOT NULL,
	"tax_id_kind" text,
	"tax_id" text,
	"ap_emails" text[] NOT NULL,
	"po_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_profiles_tax_id" CHECK (("billing_profiles"."tax_id_kind" is null) = ("billing_profiles"."tax_id" is null))
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;