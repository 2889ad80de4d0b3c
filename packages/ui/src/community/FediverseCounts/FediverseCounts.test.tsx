import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FEDIVERSE_COUNT_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { FediverseCounts } from './FediverseCounts';

afterEach(cleanup);

describe('FediverseCounts', () => {
  it('says how many fediverse accounts liked and boosted the article', () => {
    renderWithTheme(<FediverseCounts counts={{ likes: 2, boosts: 1 }} />);
    expect(screen.getByTestId('fediverse-counts').textContent).toBe(
      `${FEDIVERSE_COUNT_TEXTS.likes(2)} · ${FEDIVERSE_COUNT_TEXTS.boosts(1)} ${FEDIVERSE_COUNT_TEXTS.fromFediverse}`,
    );
  });

  it('leaves out a kind nobody gave, and shows nothing when there is none', () => {
    renderWithTheme(<FediverseCounts counts={{ likes: 0, boosts: 4 }} />);
    expect(screen.getByTestId('fediverse-counts').textContent).toBe(
      `${FEDIVERSE_COUNT_TEXTS.boosts(4)} ${FEDIVERSE_COUNT_TEXTS.fromFediverse}`,
    );
    cleanup();
    renderWithTheme(<FediverseCounts counts={{ likes: 0, boosts: 0 }} />);
    expect(screen.queryByTestId('fediverse-counts')).toBeNull();
  });
});

describeComponent(FediverseCounts, { props: { counts: { likes: 3, boosts: 1 } } });
