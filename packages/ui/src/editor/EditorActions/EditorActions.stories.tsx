import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AUTHORING_TEXTS, PUBLISHED_EDIT_TEXTS, REVIEW_TEXTS } from '../../constants';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { SaveStatus } from '../SaveStatus/SaveStatus';
import { EditorActions } from './EditorActions';

const meta = {
  title: 'Authoring/ArticleEditor/EditorActions',
  component: EditorActions,
  args: { onSaveDraft: fn(), onPublish: fn() },
} satisfies Meta<typeof EditorActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new article: save and publish only. */
export const SaveAndPublish: Story = {
  name: 'Save and publish',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await expect(args.onSaveDraft).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: EDITOR_STATE_TEXTS.history })).toBeNull();
  },
};

/** A saved draft with its status, History and Preview, to be scheduled. */
export const Everything: Story = {
  name: 'Saved, with history, preview and schedule',
  args: {
    saveStatus: <SaveStatus state={{ kind: 'saved', at: new Date() }} />,
    onOpenHistory: fn(),
    onPreview: fn(),
    scheduling: true,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.history }));
    await expect(args.onOpenHistory).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.preview }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.schedule })).toBeVisible();
  },
};

/** Publishing: its button shows a loader, SAVE AS DRAFT waits. */
export const Publishing: Story = {
  args: { pending: 'publish' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft })).toBeDisabled();
  },
};

/**
 * A published article being edited (docs/adr/0024): SAVE CHANGES keeps them from readers, UPDATE
 * shows them; there is no schedule for a live article.
 */
export const UpdatingPublished: Story = {
  name: 'Editing a published article: Save changes and Update',
  args: {
    updating: true,
    saveStatus: <SaveStatus state={{ kind: 'saved', at: new Date() }} />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: AUTHORING_TEXTS.publish })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.saveChanges }));
    await expect(args.onSaveDraft).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.update }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

/** A contributor (docs/adr/0036): SUBMIT FOR REVIEW in place of PUBLISH. */
export const SubmitForReview: Story = {
  args: { publishMode: 'submit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: AUTHORING_TEXTS.publish })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: REVIEW_TEXTS.submit }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

/** An editor on a writer's submitted draft: APPROVE AND SCHEDULE with Publish later on. */
export const ApproveAndSchedule: Story = {
  args: { publishMode: 'approve', scheduling: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: REVIEW_TEXTS.approveSchedule })).toBeVisible();
  },
};
