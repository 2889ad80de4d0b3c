import { defineMessages } from '../locale/defineMessages';
/**
 * The editor's states and choices (autosave, the copy kept on this device, a save that
 * met a newer version, scheduling, preview and history). Only the authoring pages show them.
 */

export const EDITOR_STATE_TEXTS = /* @__PURE__ */ defineMessages('editorState', {
  /** SaveStatus, at the left of the editor's buttons. */
  saving: 'Saving…',
  /** `time` as 15:04 (the author's locale). */
  savedAt: (time: string) => `Saved at ${time}`,
  offline: 'Offline: kept on this device',
  notSaved: (reason: string) => `Not saved: ${reason} Kept on this device.`,
  waiting: (reason: string) => `${reason} Kept on this device.`,
  /** Why an autosave waits: the server needs a category (a reason for `waiting`). */
  categoryNeeded: 'Choose a category to save to the server.',

  /** DeviceCopyOffer: a copy on this device the server does not have. */
  deviceCopyTitle: 'Changes kept on this device',
  /** `when`: the copy's date and time (the author's locale). */
  deviceCopyMessage: (when: string) =>
    `Changes you made on this device on ${when} were not saved to the server.`,
  restoreDeviceCopy: 'Restore them',
  discardDeviceCopy: 'Discard',

  /** ConflictNotice: a save refused because another tab or device saved meanwhile. */
  loadNewer: 'Load the newer text',
  keepMine: 'Keep mine',
  loadNewerHint: 'Load the newer text: it replaces yours here, and yours stays on this device.',
  keepMineHint: 'Keep mine: your text is saved again and becomes the newest version.',

  /** Scheduling, preview and history in the editor's buttons row. */
  publishLater: 'Publish later',
  schedule: 'SCHEDULE',
  preview: 'Preview',
  history: 'History',
});
