import {
  ARTICLE_LIMITS,
  type Category,
  type Draft,
  findCategoryByName,
  hasArticleBody,
  refusePublishAt,
} from '@byline/api-client/contract';
import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
// The editor's own styles travel with it, whichever path imports it.
import '@mantine/tiptap/styles.layer.css';
import {
  CHECK_TEXTS,
  PUBLISH_AT_TEXTS,
  PUBLISHED_EDIT_TEXTS,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
} from '../../constants';
import { useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { ArticleBody } from '../ArticleBody/ArticleBody';
import { useBodyEditor } from '../ArticleBody/useBodyEditor';
import { ArticleFields } from '../ArticleFields/ArticleFields';
import type { BodyImageUploader } from '../BodyImages/useBodyImageUploads';
import { CoverImageField } from '../CoverImageField/CoverImageField';
import { EditingNotice } from '../EditingNotice/EditingNotice';
import { EditorActions, type PublishMode } from '../EditorActions/EditorActions';
import { PublishLaterField } from '../PublishLaterField/PublishLaterField';
import {
  type ArticleEditorSnapshot,
  type ArticleEditorValues,
  type ArticleFieldProps,
  type ArticleFormValues,
  type ArticleSubmitOptions,
  draftToValues,
  EMPTY_ARTICLE_FORM,
  scheduleOf,
  snapshotToValues,
  valuesToSnapshot,
  valuesToSubmit,
} from './articleForm';

export type {
  ArticleEditorSnapshot,
  ArticleEditorValues,
  ArticleSubmitOptions,
} from './articleForm';

export interface ArticleEditorProps {
  /** The categories of the required select. */
  categories: readonly Category[];
  /** A draft to edit: switches the heading and shows the editing notice with Cancel Edit. */
  initialDraft?: Draft | null;
  /**
   * SAVE AS DRAFT and PUBLISH ARTICLE. While a returned promise is pending, the pressed button
   * shows a loader. When it settles without throwing (and not with `false`), the form is cleared.
   */
  onSubmit?: (values: ArticleEditorValues, options: ArticleSubmitOptions) => unknown;
  /** Cancel Edit: the form is cleared first. */
  onCancelEdit?: () => void;
  /**
   * Uploads a picture pasted, dropped or picked into the body; the body keeps the URL it answers
   * (never a data: URL). Without it, pictures are refused with a message.
   */
  onUploadImage?: BodyImageUploader;
  /**
   * Values to start from (a restored device copy, a newer version): they fill the fields and the
   * body when the editor mounts, over `initialDraft`'s text. `initialDraft` still decides edit
   * mode, the id and the existing cover image. Remount (a new `key`) to load other values.
   */
  initialValues?: ArticleEditorSnapshot | null;
  /** Every change a person makes (a field, the body, a body picture's upload finishing). */
  onChange?: (snapshot: ArticleEditorSnapshot) => void;
  /** Shown under the heading (the device copy offer, a conflict notice). */
  notices?: ReactNode;
  /** Shown at the left of the buttons (a `SaveStatus`). */
  saveStatus?: ReactNode;
  /** When given, a Preview button hands it the form as it stands. */
  onPreview?: (snapshot: ArticleEditorSnapshot) => void;
  /** When given, a History button (the article's revisions). */
  onOpenHistory?: () => void;
  /**
   * What PUBLISH does (docs/adr/0036): `submit` (a contributor) sends the draft for review and
   * offers no Publish later; `approve` (an editor on a writer's draft) publishes or schedules it.
   */
  publishMode?: PublishMode;
}

/**
 * The article editor of the Create Article tab (docs/product.md#the-article-editor): the editing
 * notice, the article's fields, its cover, the Tiptap body, Publish later and the actions bar,
 * each a part of its own beside this folder. This holds the form they share: loading a draft,
 * checking what a publish needs, submitting and clearing.
 */
export function ArticleEditor({
  categories,
  initialDraft,
  onSubmit,
  onCancelEdit,
  onUploadImage,
  initialValues,
  onChange,
  notices,
  saveStatus,
  onPreview,
  onOpenHistory,
  publishMode = 'publish',
}: ArticleEditorProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const publishAtTexts = useMessages(PUBLISH_AT_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  const publishedEditTexts = useMessages(PUBLISHED_EDIT_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const mediaUrl = useMediaUrl();
  /** Why PUBLISH was refused for the body (shown beside it until the body changes). */
  const [bodyError, setBodyError] = useState<string | null>(null);
  /** Whether the pressed button publishes: the title is needed then only (a draft may be anything). */
  const publishing = useRef(false);
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  // A draft stops being edited on Cancel Edit or after a successful save, even before the host
  // clears `initialDraft`.
  const [dismissedDraftId, setDismissedDraftId] = useState<number | null>(null);
  const draft = initialDraft && initialDraft.id !== dismissedDraftId ? initialDraft : null;
  // Publish later: PUBLISH becomes SCHEDULE, at a time checked as the server checks it.
  const [publishLater, setPublishLater] = useState(() => scheduleOf(initialDraft) !== null);
  const [publishAt, setPublishAt] = useState<Date | null>(() => scheduleOf(initialDraft));
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  // Given values are the text to start from; the draft's category is matched only for its own.
  const matchDraftCategory = useRef(!initialValues);
  const [initialContent] = useState(() =>
    initialValues ? initialValues.content : (initialDraft?.content ?? ''),
  );

  const form = useForm<ArticleFormValues>({
    initialValues: initialValues
      ? snapshotToValues(initialValues)
      : initialDraft
        ? draftToValues(initialDraft, categories)
        : EMPTY_ARTICLE_FORM,
    validate: {
      title: (value) =>
        publishing.current && value.trim() === '' ? checkTexts.titleRequired : null,
      category: (value) => (value ? null : validationMessages.categoryRequired),
      image: (file) =>
        file && !file.type.startsWith('image/') ? validationMessages.imageFileRequired : null,
      image_alt: (value) =>
        value.trim().length > ARTICLE_LIMITS.imageAltMax
          ? checkTexts.imageAltTooLong(ARTICLE_LIMITS.imageAltMax)
          : null,
    },
  });

  // Tells `onChange` with the newest props (the editor's update handler is made once).
  const emitChangeRef = useRef(() => {});
  const { editor, ids: bodyIds } = useBodyEditor({
    placeholder: screenTexts.editorBodyPlaceholder,
    initialContent,
    error: bodyError,
    onPersonEdit: () => {
      setBodyError(null);
      emitChangeRef.current();
    },
  });

  const currentContent = () => (editor && !editor.isEmpty ? editor.getHTML() : '');
  const snapshot = () => valuesToSnapshot(form.getValues(), currentContent());
  emitChangeRef.current = () => onChange?.(snapshot());
  /** A field's props, telling `onChange` after each change a person makes. */
  const field: ArticleFieldProps = (path) => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (...args: unknown[]) => {
        props.onChange(...args);
        emitChangeRef.current();
      },
    };
  };

  // Load a draft when one is chosen (and again when another is), without an undo step for it.
  const loadedDraftId = useRef<number | null>(initialDraft?.id ?? null);
  const { setValues, setInitialValues } = form;
  useEffect(() => {
    if (!draft || loadedDraftId.current === draft.id) return;
    loadedDraftId.current = draft.id;
    const values = draftToValues(draft, categories);
    setInitialValues(values);
    setValues(values);
    matchDraftCategory.current = true;
    setPublishLater(scheduleOf(draft) !== null);
    setPublishAt(scheduleOf(draft));
    setPublishAtError(null);
    editor
      ?.chain()
      .setMeta('addToHistory', false)
      .setContent(draft.content, { emitUpdate: false })
      .run();
  }, [draft, categories, editor, setValues, setInitialValues]);

  // Once the host lets go of a dismissed draft (or picks another), it may be edited again.
  useEffect(() => {
    if (dismissedDraftId !== null && initialDraft?.id !== dismissedDraftId)
      setDismissedDraftId(null);
  }, [initialDraft, dismissedDraftId]);

  // Categories often arrive after the draft: match the draft's category once they do.
  const categoryValue = form.values.category;
  const { setFieldValue } = form;
  useEffect(() => {
    if (!draft || categoryValue || !matchDraftCategory.current) return;
    const match = findCategoryByName(categories, draft.category_name);
    if (match) setFieldValue('category', String(match.id));
  }, [categories, draft, categoryValue, setFieldValue]);

  const clearForm = () => {
    if (draft) setDismissedDraftId(draft.id);
    loadedDraftId.current = null;
    form.setInitialValues(EMPTY_ARTICLE_FORM);
    form.setValues(EMPTY_ARTICLE_FORM);
    form.clearErrors();
    setBodyError(null);
    setPublishLater(false);
    setPublishAt(null);
    setPublishAtError(null);
    editor?.chain().setMeta('addToHistory', false).clearContent(false).run();
  };

  const submit = (asDraft: boolean) => {
    // What a publish needs, checked as the server checks it; nothing is sent when it is missing.
    publishing.current = !asDraft;
    const content = currentContent();
    const bodyProblem = !asDraft && !hasArticleBody(content) ? checkTexts.bodyRequired : null;
    setBodyError(bodyProblem);
    // Scheduling is publishing later: the same rules, and a time ahead within the limit.
    const scheduling = publishLater && publishMode !== 'submit';
    const schedule = !asDraft && scheduling ? publishAt : null;
    const timeProblem =
      !asDraft && scheduling
        ? publishAt
          ? (refusePublishAt(publishAt, new Date())?.message ?? null)
          : publishAtTexts.required
        : null;
    setPublishAtError(timeProblem);
    return form.onSubmit(async (values) => {
      if (bodyProblem || timeProblem) return;
      const result = valuesToSubmit(values, content, draft ? draft.id : null);
      setPending(asDraft ? 'draft' : 'publish');
      try {
        const outcome = await onSubmit?.(
          result,
          schedule ? { asDraft, publishAt: schedule } : { asDraft },
        );
        if (outcome !== false) clearForm();
      } finally {
        setPending(null);
      }
    })();
  };

  /** A published article is being edited: its changes wait for UPDATE (docs/adr/0024). */
  const live = draft?.status === 'published';
  const existingImage = !form.values.image && draft?.image_url ? mediaUrl(draft.image_url) : null;

  return (
    <Stack gap="md">
      <Title order={2}>
        {live
          ? publishedEditTexts.editHeading
          : draft
            ? screenTexts.editorEditHeading
            : screenTexts.editorNewHeading}
      </Title>

      {draft && (
        <EditingNotice
          published={live}
          pendingUpdate={draft.pending_update}
          onCancelEdit={() => {
            clearForm();
            onCancelEdit?.();
          }}
        />
      )}

      {notices}

      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <ArticleFields categories={categories} field={field} />
          <CoverImageField field={field} currentImageUrl={existingImage} />
          <ArticleBody
            editor={editor}
            ids={bodyIds}
            initialContent={initialContent}
            error={bodyError}
            onUploadImage={onUploadImage}
          />
          {!live && publishMode !== 'submit' && (
            <PublishLaterField
              enabled={publishLater}
              onEnabledChange={(enabled) => {
                setPublishLater(enabled);
                setPublishAtError(null);
              }}
              publishAt={publishAt}
              onPublishAtChange={(value) => {
                setPublishAt(value);
                setPublishAtError(null);
              }}
              error={publishAtError}
            />
          )}
          <EditorActions
            saveStatus={saveStatus}
            onOpenHistory={onOpenHistory}
            onPreview={onPreview ? () => onPreview(snapshot()) : undefined}
            onSaveDraft={() => submit(true)}
            onPublish={() => submit(false)}
            scheduling={publishLater && publishMode !== 'submit'}
            publishMode={publishMode}
            updating={live}
            pending={pending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
