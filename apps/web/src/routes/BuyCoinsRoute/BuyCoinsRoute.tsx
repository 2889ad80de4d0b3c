import { BUY_COINS_TEXTS, BuyCoinsPage } from '@byline/ui';
import { usePageMeta } from '../../pageMeta/usePageMeta';

/** /buy-coins: what buying coins will be; payments are not enabled on this site. */
export function BuyCoinsRoute() {
  usePageMeta(BUY_COINS_TEXTS.title, BUY_COINS_TEXTS.intro);
  return <BuyCoinsPage />;
}
