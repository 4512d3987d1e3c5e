DROP INDEX "product_search_price_idx";--> statement-breakpoint
DROP INDEX "product_search_sold_idx";--> statement-breakpoint
DROP INDEX "product_search_created_idx";--> statement-breakpoint
DROP INDEX "product_search_rating_idx";--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price","product_id","category_id","sub_category_id","main_category_id");--> statement-breakpoint
CREATE INDEX "product_search_sold_idx" ON "product_search" USING btree ("sold_count" DESC NULLS FIRST,"product_id","category_id","sub_category_id","main_category_id","price");--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at","product_id","category_id","sub_category_id","main_category_id","price");--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("rating" DESC NULLS FIRST,"product_id","category_id","sub_category_id","main_category_id","price");