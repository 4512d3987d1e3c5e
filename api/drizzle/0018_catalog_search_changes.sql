CREATE TABLE "product_search_changes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_changes_xid_idx" ON "product_search_changes" USING btree ("xid");--> statement-breakpoint
-- Whoever writes product_search (the products trigger of 0015: staff, orders, reviews, seed), the
-- product's row here takes the writing transaction's id. An API process reads the rows of the
-- transactions it has not seen (xid at or past the oldest still running when it last looked).
CREATE FUNCTION product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_changes (product_id, xid)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END, pg_current_xact_id())
    ON CONFLICT (product_id) DO UPDATE SET xid = EXCLUDED.xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_changed AFTER INSERT OR UPDATE OR DELETE ON product_search
  FOR EACH ROW EXECUTE FUNCTION product_search_changed();
