-- The fixed category list (ids are part of the API: the web app routes by slug, the editor sends ids).
INSERT INTO "categories" ("id", "slug", "name") VALUES
  (1, 'world', 'World'),
  (2, 'politics', 'Politics'),
  (3, 'business', 'Business'),
  (4, 'entertainment', 'Entertainment'),
  (5, 'sports', 'Sports'),
  (6, 'environment', 'Environment'),
  (7, 'lifestyle', 'Lifestyle'),
  (8, 'technology', 'Technology'),
  (9, 'tourism', 'Tourism'),
  (10, 'crime', 'Crime')
ON CONFLICT ("id") DO NOTHING;
