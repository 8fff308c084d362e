-- The words of the listed vendors' search vectors (docs/decisions/0012, item 15). A prefix query ('film:*')
-- makes GIN gather every row of every word it begins before it intersects with anything else, so 'film'
-- within a district read all 33,000 rows of the band with 'films' at 100,000 vendors. The app expands such a
-- word into the exact words it begins (('film' | 'films') & '~2000001'), which GIN intersects by skipping
-- through the long posting list. This table is where it finds them: every lexeme a vector has had (but the
-- place and rating words), inserted by a trigger in the same transaction as the vector, never deleted (a word
-- no vendor has any more matches nothing). `C` collation, so a prefix is a range of the primary key.
CREATE TABLE "listing_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- In the words' order, so two vendors saving at once wait for each other in one order, never in a cycle.
CREATE OR REPLACE FUNCTION bihe_listing_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_words (word)
    SELECT u.lexeme FROM unnest(NEW.search_vector) u WHERE u.lexeme NOT LIKE '~%' ORDER BY u.lexeme COLLATE "C"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_words_trigger AFTER INSERT OR UPDATE OF search_vector ON listing_search
  FOR EACH ROW EXECUTE FUNCTION bihe_listing_words();
--> statement-breakpoint
INSERT INTO listing_words (word)
  SELECT DISTINCT u.lexeme FROM listing_search s, unnest(s.search_vector) u WHERE u.lexeme NOT LIKE '~%'
  ON CONFLICT DO NOTHING;
