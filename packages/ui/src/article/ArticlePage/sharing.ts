// The tags and the share bar, one chunk loaded after the page's (both lazy components import it).
export { ArticleTags } from '../ArticleTags/ArticleTags';
export { ShareBar } from '../ShareBar/ShareBar';
