import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOWING_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { POST } from '../fediverse.mocks';
import { FediversePostCard } from './FediversePostCard';

afterEach(cleanup);

describe('FediversePostCard', () => {
  it('takes back a boost already given', () => {
    const onReact = vi.fn(async () => {});
    renderWithTheme(
      <FediversePostCard
        post={{ ...POST, boosted: true }}
        onReply={async () => {}}
        onReact={onReact}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: FOLLOWING_TEXTS.boost }));
    expect(onReact).toHaveBeenCalledWith('boost', false);
  });
});

describeComponent(FediversePostCard, {
  props: { post: POST, onReply: async () => {}, onReact: async () => {} },
});
