import { fixtures } from '@byline/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEDIVERSE_FOLLOWERS_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { labelStartingWith } from '../../testing/layout.mocks';
import { FediverseFollowers } from './FediverseFollowers';

const data = fixtures.fediverseFollowers;

describeComponent(FediverseFollowers, { props: { data }, refTarget: 'section' });

describe('FediverseFollowers', () => {
  it('answers a request with its id, and switches approval off', () => {
    const onAnswer = vi.fn();
    const onApprovalChange = vi.fn();
    renderWithTheme(
      <FediverseFollowers data={data} onAnswer={onAnswer} onApprovalChange={onApprovalChange} />,
    );
    const request = data.followers.find((follower) => follower.pending);
    if (!request) throw new Error('the fixtures need a request');
    fireEvent.click(
      screen.getByRole('button', { name: FEDIVERSE_FOLLOWERS_TEXTS.rejectNamed(request.name) }),
    );
    expect(onAnswer).toHaveBeenCalledWith(request.id, false);
    fireEvent.click(
      screen.getByRole('switch', {
        name: labelStartingWith(FEDIVERSE_FOLLOWERS_TEXTS.approveLabel),
      }),
    );
    expect(onApprovalChange).toHaveBeenCalledWith(false);
  });
});
