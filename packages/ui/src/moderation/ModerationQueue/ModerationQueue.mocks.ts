import type { ModerationLogEntry, QueueEntry } from '@byline/api-client/contract';

/** A reported comment, article and account, as the queue's stories and tests show them. */
export const queueEntries: QueueEntry[] = [
  {
    target_type: 'comment',
    target_id: 2,
    summary: 'The chapter about the storm night is exaggerated nonsense, like the writer.',
    news_id: 56,
    owner: { user_id: 4, full_name: 'Priya Natarajan', user_profile: null },
    state: 'visible',
    report_count: 2,
    reasons: [
      { reason: 'harassment', count: 1 },
      { reason: 'spam', count: 1 },
    ],
    notes: ['Mocks another reader by name.'],
    last_reported_at: '2026-03-04T11:30:00.000Z',
  },
  {
    target_type: 'article',
    target_id: 67,
    summary: 'Family bakery chain becomes a worker-owned cooperative',
    news_id: 67,
    owner: { user_id: 2, full_name: 'Daniel Reyes', user_profile: null },
    state: 'visible',
    report_count: 1,
    reasons: [{ reason: 'misinformation', count: 1 }],
    notes: ['The figures in the second paragraph are from 2019.'],
    last_reported_at: '2026-03-03T10:40:00.000Z',
  },
  {
    target_type: 'profile',
    target_id: 6,
    summary: 'Grace Mwangi',
    news_id: null,
    owner: { user_id: 6, full_name: 'Grace Mwangi', user_profile: null },
    state: 'suspended',
    report_count: 1,
    reasons: [{ reason: 'spam', count: 1 }],
    notes: [],
    last_reported_at: '2026-03-02T08:15:00.000Z',
  },
];

/** Many hidden comments: the long queue. */
export const manyQueueEntries: QueueEntry[] = Array.from({ length: 14 }, (_, index) => ({
  target_type: 'comment',
  target_id: 100 + index,
  summary: `Reported comment number ${index + 1}, with enough words to wrap onto a second line.`,
  news_id: 56,
  owner: { user_id: 5, full_name: 'Tomás Ferreira', user_profile: null },
  state: index % 3 === 0 ? 'hidden' : 'visible',
  report_count: (index % 4) + 1,
  reasons: [{ reason: 'spam', count: (index % 4) + 1 }],
  notes: [],
  last_reported_at: `2026-03-${String(20 - index).padStart(2, '0')}T09:00:00.000Z`,
}));

/** The audit log's lines. */
export const logEntries: ModerationLogEntry[] = [
  {
    id: 3,
    moderator: { user_id: 3, full_name: 'Lena Fischer' },
    action: 'restoreComment',
    target_type: 'comment',
    target_id: 2,
    reason: 'Fair criticism after a second reading',
    created_at: '2026-03-05T09:10:00.000Z',
  },
  {
    id: 2,
    moderator: { user_id: 3, full_name: 'Lena Fischer' },
    action: 'hideComment',
    target_type: 'comment',
    target_id: 2,
    reason: 'Insults a reader',
    created_at: '2026-03-04T12:00:00.000Z',
  },
  {
    id: 1,
    moderator: { user_id: 7, full_name: 'Ines Moreau' },
    action: 'dismissReports',
    target_type: 'profile',
    target_id: 6,
    reason: '',
    created_at: '2026-03-03T08:00:00.000Z',
  },
];
