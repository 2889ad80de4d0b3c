import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEDIVERSE_FOLLOW_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { FediverseFollowBox } from './FediverseFollowBox';

describeComponent(FediverseFollowBox, {
  props: { handle: 'ada_news', host: 'news.example' },
  refTarget: 'section',
});

describe('FediverseFollowBox', () => {
  it('shows the whole handle, with the host, and a button to copy it', () => {
    renderWithTheme(<FediverseFollowBox handle="ada_news" host="news.example" />);
    expect(screen.getByRole('heading', { name: FEDIVERSE_FOLLOW_TEXTS.title })).toBeTruthy();
    expect(screen.getByText('@ada_news@news.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: FEDIVERSE_FOLLOW_TEXTS.copy })).toBeTruthy();
  });
});
