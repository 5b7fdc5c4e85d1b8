-- Issue 46: the purchase-order number an organisation gives for a subscription's next renewal, used once.
ALTER TABLE "subscriptions" ADD COLUMN "renewal_po_number" text;