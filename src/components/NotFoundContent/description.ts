/** The not-found page's description (src/theme/NotFound and src/components/NotFoundContent). */
export const NOT_FOUND_DESCRIPTION =
  'No page of the Docusaurus website lives at this address. Links to the home page, the docs and the blog, and a search, lead back.';
