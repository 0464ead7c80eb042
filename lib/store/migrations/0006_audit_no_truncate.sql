-- TRUNCATE fires no row trigger: refuse it on both audit tables with statement-level triggers. A chain
-- head is updated on every append but never removed, so deleting one is refused too.
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON portal.audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION portal.refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_chain_heads_no_truncate BEFORE TRUNCATE ON portal.audit_chain_heads
  FOR EACH STATEMENT EXECUTE FUNCTION portal.refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_chain_heads_no_delete BEFORE DELETE ON portal.audit_chain_heads
  FOR EACH ROW EXECUTE FUNCTION portal.refuse_audit_change();
