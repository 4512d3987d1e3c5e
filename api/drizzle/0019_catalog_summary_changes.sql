CREATE TABLE "catalog_promotions_version" (
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_promotions_version" ("version") VALUES (0);--> statement-breakpoint
-- API processes keep shoppers' product summaries in memory (search-index-sync.ts), so a change of
-- what a summary shows is a change too: a product's discount, review count and promotion (which
-- product_search does not hold, but the products trigger rewrites its row, and that row's trigger
-- stamps the change), and its photos (stamped by 0018's function, on product_photos).
DROP TRIGGER products_search_sync ON products;--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR DELETE OR UPDATE OF main_category_id, sub_category_id,
  category_id, price, rating, sold_count, created_at, name_en, name_kh, published, discount, review_count,
  promotion_id
  ON products FOR EACH ROW EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
-- 0018's function stamps the row's product_id, which product_photos has too.
CREATE TRIGGER product_photos_changed AFTER INSERT OR UPDATE OR DELETE ON product_photos
  FOR EACH ROW EXECUTE FUNCTION product_search_changed();--> statement-breakpoint
CREATE FUNCTION catalog_promotions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_promotions_version SET version = version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalog_promotions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_promotions_changed();
