import { HTML_POLICY } from '@byline/api-client/contract';
import { defineMessages } from '../locale/defineMessages';

/** The editor's pictures in the body (uploads, their progress and details). */
export const BODY_IMAGE_TEXTS = /* @__PURE__ */ defineMessages('bodyImages', {
  uploading: (name: string) => `Uploading ${name}`,
  failed: (name: string) => `Could not add ${name}`,
  dismiss: 'Dismiss',
  notSupported: `Only ${HTML_POLICY.inlineImageTypes.map((type) => type.replace('image/', '').toUpperCase()).join(', ')} pictures can be added to the body.`,
  noUploader: 'Pictures cannot be added to the body here.',
  uploadFailed: 'The picture could not be uploaded. Please try again.',
  notAUrl: 'The server did not answer with the picture’s address.',
  detailsHeading: 'Picture details',
  altLabel: 'Alt text',
  altDescription: 'Describes the picture for readers who cannot see it.',
  captionLabel: 'Caption (optional)',
  uploadsRegion: 'Picture uploads',
});
