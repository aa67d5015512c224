-- The same article in another colour (issue 36): products that share an article are one design in
-- several colours, at one price. `article_id` is the id of the article's first product; NULL is an
-- article of its own, as every product of a catalogue seeded before this migration.
ALTER TABLE products ADD COLUMN article_id INTEGER;
CREATE INDEX products_article ON products (article_id) WHERE article_id IS NOT NULL;
