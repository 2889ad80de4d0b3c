import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ModerationQueue } from './ModerationQueue';
import { queueEntries } from './ModerationQueue.mocks';

afterEach(cleanup);

describe('ModerationQueue', () => {
  it('offers each target the actions its kind and state allow, with the reason typed', () => {
    const onAction = vi.fn();
    renderWithTheme(<ModerationQueue entries={queueEntries} onAction={onAction} />);
    expect(screen.getByText(MODERATION_TEXTS.reportCount(2))).toBeTruthy();
    expect(screen.getByRole('button', { name: MODERATION_TEXTS.unpublish })).toBeTruthy();
    // The suspended account is offered its reinstatement, not a second suspension.
    expect(screen.queryByRole('button', { name: MODERATION_TEXTS.suspend })).toBeNull();
    const field = screen.getByRole('textbox', {
      name: MODERATION_TEXTS.actionReasonOf('Article #67'),
    });
    fireEvent.change(field, { target: { value: 'Outdated figures' } });
    fireEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.unpublish }));
    expect(onAction).toHaveBeenCalledWith(queueEntries[1], 'unpublish', 'Outdated figures');
  });

  it('says when nothing is reported', () => {
    renderWithTheme(<ModerationQueue entries={[]} onAction={() => {}} />);
    expect(screen.getByText(MODERATION_TEXTS.queueEmpty)).toBeTruthy();
  });
});

describeComponent(ModerationQueue, { props: { entries: queueEntries, onAction: () => {} } });
