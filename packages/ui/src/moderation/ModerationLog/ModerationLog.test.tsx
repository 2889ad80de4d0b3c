import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODERATION_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { logEntries } from '../ModerationQueue/ModerationQueue.mocks';
import { ModerationLog } from './ModerationLog';

afterEach(cleanup);

describe('ModerationLog', () => {
  it('lists who did what to which target, and why', () => {
    renderWithTheme(<ModerationLog entries={logEntries} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(logEntries.length);
    expect(screen.getByText('Insults a reader')).toBeTruthy();
    expect(screen.getByText(MODERATION_TEXTS.noReason)).toBeTruthy();
  });

  it('says when no moderator has acted', () => {
    renderWithTheme(<ModerationLog entries={[]} />);
    expect(screen.getByText(MODERATION_TEXTS.logEmpty)).toBeTruthy();
  });
});

describeComponent(ModerationLog, { props: { entries: logEntries } });
