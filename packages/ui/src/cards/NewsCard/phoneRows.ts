import { createContext } from 'react';

/**
 * Set by a page that shows its cards as compact rows on a phone (the home page's
 * `data-phone-rows`): there a card's picture is a 64-pixel thumbnail, and asks for a copy that
 * size (NewsCard `sizes`).
 */
export const PhoneRowsContext = createContext(false);
