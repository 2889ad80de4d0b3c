import { ERROR_MESSAGES } from '@byline/api-client';

/**
 * A failed save says why: the server's reason when it gave one; that no server was reached; else
 * the screen's fallback (a failed draft update has its own: docs/product.md#saving-and-publishing).
 */
export const SAVE_FAILURE = { unreachable: ERROR_MESSAGES.articleSaveOffline };
export const DRAFT_UPDATE_FAILURE = { ...SAVE_FAILURE, fallback: ERROR_MESSAGES.draftSave };
