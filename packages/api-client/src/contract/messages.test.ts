import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from './messages';

/**
 * The one test that spells product texts out (docs/api.md, "How tests refer to texts"): the
 * messages docs/product.md#messages quotes, word for word, so changing one is a deliberate edit here.
 * Every other test refers to texts by their constants.
 */
describe('messages quoted from the original app', () => {
  it('keeps the failure texts exactly', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      profileDetails: 'Some error occurred, please try again',
      unknownAuth: 'An unknown error occurred',
      unverifiedEmail:
        'Your email is not verified. We have sent a verification mail to you. Please verify.',
      loginBackend: 'An error occurred',
      signUp: 'Registration failed. Please try again.',
      passwordReset: 'Failed to send password reset email. Please try again.',
      profileFetchEdit: 'Unable to fetch profile details.',
      profileSave: 'Some error occured, please try again',
      draftsRejected: 'Failed to fetch draft articles',
      draftsUnreachable: 'Unable to load draft articles',
      draftsToast: 'Failed to load draft articles',
      draftDelete: 'Failed to delete draft',
      draftSave: 'Failed to save draft',
      articleSave: 'Failed to save article',
      articleSaveThrown: 'Unable to save article.',
      draftPublish: 'Failed to publish draft',
    });
  });

  it('keeps the success texts exactly', () => {
    expect(SUCCESS_MESSAGES).toMatchObject({
      login: 'Login successful',
      signUp:
        'You are registered successfully. An email is sent to you for verification. Please verify.',
      passwordReset: 'Password reset link sent to your email',
      profileSaved: 'Your details have been updated.',
      draftDeleted: 'Draft deleted successfully.',
      draftUpdated: 'Draft updated successfully!',
      articleSavedAsDraft: 'Article saved as draft!',
      articlePublished: 'Article published successfully!',
    });
  });
});
