/** Keywords and their slugs (contract `tagSlug`), for the contract's test and the SQL form's. */
export const TAG_SLUG_CASES: readonly (readonly [keyword: string, slug: string])[] = [
  ['climate', 'climate'],
  ['Climate Change', 'climate-change'],
  ['  climate   change!  ', 'climate-change'],
  ['Zürich', 'zurich'],
  ['Crème Brûlée', 'creme-brulee'],
  ['São Paulo', 'sao-paulo'],
  ['AI/ML', 'ai-ml'],
  ['COVID-19', 'covid-19'],
  ['food security', 'food-security'],
  ['--dash--', 'dash'],
  ['Ærø', 'r'],
  ['中文', ''],
  ['—', ''],
];
