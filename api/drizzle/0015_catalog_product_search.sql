CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"main_category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"sold_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_en" text NOT NULL,
	"name_kh" text NOT NULL,
	"words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name_en || ' ' || name_kh)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "product_search_name_kh_trgm_idx" ON "product_search" USING gin ("name_kh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price","product_id");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("rating" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_search_sub_category_idx" ON "product_search" USING btree ("sub_category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_search_main_category_idx" ON "product_search" USING btree ("main_category_id","product_id");--> statement-breakpoint
-- Misspelt search words are corrected to the nearest known word (levenshtein).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- product_search holds a narrow row per published product, search_words every English name word:
-- kept by this trigger whoever writes products (staff, orders' sold counts, reviews' ratings, seed).
CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_search WHERE product_id = OLD.id;
    RETURN OLD;
  END IF;
  IF NOT NEW.published THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
    RETURN NEW;
  END IF;
  INSERT INTO product_search (product_id, main_category_id, sub_category_id, category_id, price, rating,
      sold_count, created_at, name_en, name_kh)
    VALUES (NEW.id, NEW.main_category_id, NEW.sub_category_id, NEW.category_id, NEW.price, NEW.rating,
      NEW.sold_count, NEW.created_at, NEW.name_en, NEW.name_kh)
    ON CONFLICT (product_id) DO UPDATE SET main_category_id = EXCLUDED.main_category_id,
      sub_category_id = EXCLUDED.sub_category_id, category_id = EXCLUDED.category_id,
      price = EXCLUDED.price, rating = EXCLUDED.rating, sold_count = EXCLUDED.sold_count,
      created_at = EXCLUDED.created_at, name_en = EXCLUDED.name_en, name_kh = EXCLUDED.name_kh;
  IF TG_OP = 'INSERT' OR NEW.name_en IS DISTINCT FROM OLD.name_en THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT word FROM regexp_split_to_table(lower(NEW.name_en), '[^a-z]+') AS word
      WHERE length(word) >= 3
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR DELETE OR UPDATE OF main_category_id, sub_category_id,
  category_id, price, rating, sold_count, created_at, name_en, name_kh, published
  ON products FOR EACH ROW EXECUTE FUNCTION product_search_sync();--> statement-breakpoint
INSERT INTO product_search (product_id, main_category_id, sub_category_id, category_id, price, rating,
    sold_count, created_at, name_en, name_kh)
  SELECT id, main_category_id, sub_category_id, category_id, price, rating, sold_count, created_at,
    name_en, name_kh FROM products WHERE published;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM products, regexp_split_to_table(lower(name_en), '[^a-z]+') AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
