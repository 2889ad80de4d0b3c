import { defineMessages } from '../locale/defineMessages';
/** What the writing page says about saving (the host's words around the editor). */
export const AUTOSAVE_TEXTS = /* @__PURE__ */ defineMessages('autosave', {
  scheduledNoAutosave: 'This article is scheduled: changes are saved when you save or publish it.',
  leaveTitle: 'Leave without saving?',
  leaveMessage:
    'Some changes are not saved to the server yet. They stay on this device, and the editor offers them back when you return.',
  stay: 'Stay',
  leave: 'Leave',
  draftGone: 'The draft is no longer among your drafts: your text will be saved as a new draft.',
});
