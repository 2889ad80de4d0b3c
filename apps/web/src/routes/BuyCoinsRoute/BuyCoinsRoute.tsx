import { BUY_COINS_TEXTS, BuyCoinsPage } from '@byline/ui';
import { PageMeta } from '../../pageMeta/PageMeta';

/** /buy-coins: what buying coins will be; payments are not enabled on this site. */
export function BuyCoinsRoute() {
  return (
    <>
      <PageMeta noindex title={BUY_COINS_TEXTS.title} description={BUY_COINS_TEXTS.intro} />
      <BuyCoinsPage />
    </>
  );
}
