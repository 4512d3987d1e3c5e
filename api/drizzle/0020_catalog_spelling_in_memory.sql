-- Misspelt search words are corrected in each API process, from the words of the names its search
-- index holds (spelling.ts): the products trigger no longer keeps every word ever written, and the
-- words of unpublished products are no longer offered.
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
DROP EXTENSION IF EXISTS fuzzystrmatch;
