import {
  type Category,
  type Draft,
  findCategoryByName,
  HTML_POLICY,
  hasArticleBody,
  type ReadingStats,
  readingStats,
  refusePublishAt,
  splitCommaList,
} from '@byline/api-client/contract';
import {
  Alert,
  Box,
  Button,
  FileInput,
  Group,
  Image,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { RichTextEditor } from '@mantine/tiptap';
import { IconEye, IconFileText, IconHistory, IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
// The editor's own styles travel with it, whichever path imports it.
import '@mantine/tiptap/styles.layer.css';
import { READABLE_TEXT_COLOURS_CLASS } from '../../article/textColours/readableTextColours';
import { TEXT_COLOURS } from '../../article/textColours/textColours';
import { PublishAtInput } from '../../authoring/PublishAtInput/PublishAtInput';
import {
  AUTHORING_TEXTS,
  CHECK_TEXTS,
  PUBLISH_AT_TEXTS,
  READING_TEXTS,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
} from '../../constants';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { BodyImageUploads } from '../BodyImages/BodyImageUploads';
import { FigureDetails } from '../BodyImages/FigureDetails';
import { type BodyImageUploader, useBodyImageUploads } from '../BodyImages/useBodyImageUploads';
import { articleBodyExtensions } from '../extensions';

/** What the editor hands to `onSubmit`: the article form (docs/product.md#entities), lists split. */
export interface ArticleEditorValues {
  /** Only when editing a draft. */
  news_id?: number;
  title: string;
  keywords: string[];
  creator: string[];
  description: string;
  /** The body as HTML ('' when empty). */
  content: string;
  video_url: string;
  /** The chosen category's id. */
  category: number;
  /** Only when a new image file was chosen. */
  image_url?: File;
}

export interface ArticleSubmitOptions {
  /** True for SAVE AS DRAFT, false for PUBLISH ARTICLE (and SCHEDULE). */
  asDraft: boolean;
  /** Only when publishing later (SCHEDULE): when the article goes live, checked to be ahead. */
  publishAt?: Date;
}

/**
 * The form as it stands: what autosave and the device copy keep, and what Preview
 * shows. Lists are split as on submit; text is as typed (untrimmed).
 */
export interface ArticleEditorSnapshot {
  title: string;
  keywords: string[];
  creator: string[];
  description: string;
  /** The body as HTML ('' when empty). */
  content: string;
  video_url: string;
  /** The chosen category's id, null before one is chosen. */
  category: number | null;
  /** A newly chosen cover image, null if none. */
  image: File | null;
}

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
}

interface FormValues {
  title: string;
  keywords: string;
  creators: string;
  description: string;
  category: string | null;
  video_url: string;
  image: File | null;
}

const EMPTY: FormValues = {
  title: '',
  keywords: '',
  creators: '',
  description: '',
  category: null,
  video_url: '',
  image: null,
};

/** What the colour picker offers: the palette as stored (textColours.ts). */
const TEXT_COLOUR_SWATCHES = TEXT_COLOURS.map(({ light }) => light);

function snapshotToValues(snapshot: ArticleEditorSnapshot): FormValues {
  return {
    title: snapshot.title,
    keywords: snapshot.keywords.join(', '),
    creators: snapshot.creator.join(', '),
    description: snapshot.description,
    category: snapshot.category === null ? null : String(snapshot.category),
    video_url: snapshot.video_url,
    image: snapshot.image,
  };
}

function valuesToSnapshot(values: FormValues, content: string): ArticleEditorSnapshot {
  return {
    title: values.title,
    keywords: splitCommaList(values.keywords),
    creator: splitCommaList(values.creators),
    description: values.description,
    content,
    video_url: values.video_url,
    category: values.category ? Number(values.category) : null,
    image: values.image,
  };
}

/** A scheduled article opens with Publish later on, at its time. */
function scheduleOf(draft: Draft | null | undefined): Date | null {
  return draft?.status === 'scheduled' && draft.scheduled_at ? new Date(draft.scheduled_at) : null;
}

function draftToValues(draft: Draft, categories: readonly Category[]): FormValues {
  const category = findCategoryByName(categories, draft.category_name);
  return {
    title: draft.title,
    keywords: draft.keywords.join(', '),
    creators: draft.creator.join(', '),
    description: draft.description,
    category: category ? String(category.id) : null,
    video_url: draft.video_url ?? '',
    image: null,
  };
}

/**
 * The article editor of the Create Article tab (docs/product.md#the-article-editor): title,
 * comma-split keywords and creators, description, required category, optional video link, image,
 * and a Mantine Tiptap body with its toolbar and the HTML policy's link, image and video rules.
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
}: ArticleEditorProps) {
  const checkTexts = useMessages(CHECK_TEXTS);
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const editorStateTexts = useMessages(EDITOR_STATE_TEXTS);
  const publishAtTexts = useMessages(PUBLISH_AT_TEXTS);
  const readingTexts = useMessages(READING_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const mediaUrl = useMediaUrl();
  const bodyLabelId = useId();
  const bodyErrorId = useId();
  const bodyCountId = useId();
  /** Why PUBLISH was refused for the body (shown beside it until the body changes). */
  const [bodyError, setBodyError] = useState<string | null>(null);
  /** Whether the pressed button publishes: the title is needed then only (a draft may be anything). */
  const publishing = useRef(false);
  const imagePickerRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  // A draft stops being edited on Cancel Edit or after a successful save, even before the host
  // clears `initialDraft`.
  const [dismissedDraftId, setDismissedDraftId] = useState<number | null>(null);
  const draft = initialDraft && initialDraft.id !== dismissedDraftId ? initialDraft : null;
  const editing = draft !== null;
  // Publish later: PUBLISH becomes SCHEDULE, at a time checked as the server checks it.
  const [publishLater, setPublishLater] = useState(() => scheduleOf(initialDraft) !== null);
  const [publishAt, setPublishAt] = useState<Date | null>(() => scheduleOf(initialDraft));
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  // Given values are the text to start from; the draft's category is matched only for its own.
  const matchDraftCategory = useRef(!initialValues);

  const form = useForm<FormValues>({
    initialValues: initialValues
      ? snapshotToValues(initialValues)
      : initialDraft
        ? draftToValues(initialDraft, categories)
        : EMPTY,
    validate: {
      title: (value) =>
        publishing.current && value.trim() === '' ? checkTexts.titleRequired : null,
      category: (value) => (value ? null : validationMessages.categoryRequired),
      image: (file) =>
        file && !file.type.startsWith('image/') ? validationMessages.imageFileRequired : null,
    },
  });

  // The body's error is announced with it, as Mantine does for the fields.
  const bodyAttributes: Record<string, string> = {
    'aria-labelledby': bodyLabelId,
    'aria-multiline': 'true',
    role: 'textbox',
    'aria-describedby': bodyError ? `${bodyErrorId} ${bodyCountId}` : bodyCountId,
    ...(bodyError ? { 'aria-invalid': 'true' } : {}),
  };
  // Tells `onChange` with the newest props (the editor's update handler is made once).
  const emitChangeRef = useRef(() => {});
  const editor = useEditor({
    extensions: articleBodyExtensions(screenTexts.editorBodyPlaceholder),
    content: initialValues ? initialValues.content : (initialDraft?.content ?? ''),
    // Safe for server rendering: the editor appears after mount.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: bodyAttributes },
    // Only a person's edits (loading and clearing set the content without an update).
    onUpdate: () => {
      setBodyError(null);
      emitChangeRef.current();
    },
  });
  const bodyImages = useBodyImageUploads(editor, onUploadImage);

  const currentContent = () => (editor && !editor.isEmpty ? editor.getHTML() : '');
  const snapshot = () => valuesToSnapshot(form.getValues(), currentContent());
  emitChangeRef.current = () => onChange?.(snapshot());
  /** A field's props, telling `onChange` after each change a person makes. */
  const field = (path: keyof FormValues) => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (...args: unknown[]) => {
        props.onChange(...args);
        emitChangeRef.current();
      },
    };
  };

  // The live word count and reading time, by the contract's one rule (the server stores the same).
  // Counted on every change of the document, loading and clearing included. (Tiptap's
  // useEditorState kept the count of the editor-less first render: "0 words" for a loaded draft.)
  const [stats, setStats] = useState<ReadingStats>(() =>
    readingStats(initialValues ? initialValues.content : (initialDraft?.content ?? '')),
  );
  useEffect(() => {
    if (!editor) return;
    const recount = () => {
      const next = readingStats(editor.isEmpty ? '' : editor.getHTML());
      setStats((shown) =>
        shown.words === next.words && shown.minutes === next.minutes ? shown : next,
      );
    };
    recount();
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged) recount();
    };
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor]);

  // Kept when the error comes or goes (the editor is made once).
  const bodyAttributesKey = JSON.stringify(bodyAttributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes = JSON.parse(bodyAttributesKey) as Record<string, string>;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, bodyAttributesKey]);

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
    form.setInitialValues(EMPTY);
    form.setValues(EMPTY);
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
    const schedule = !asDraft && publishLater ? publishAt : null;
    const timeProblem =
      !asDraft && publishLater
        ? publishAt
          ? (refusePublishAt(publishAt, new Date())?.message ?? null)
          : publishAtTexts.required
        : null;
    setPublishAtError(timeProblem);
    return form.onSubmit(async (values) => {
      if (bodyProblem || timeProblem) return;
      const result: ArticleEditorValues = {
        ...(draft ? { news_id: draft.id } : {}),
        title: values.title.trim(),
        keywords: splitCommaList(values.keywords),
        creator: splitCommaList(values.creators),
        description: values.description.trim(),
        content,
        video_url: values.video_url.trim(),
        category: Number(values.category),
        ...(values.image ? { image_url: values.image } : {}),
      };
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

  const existingImage = !form.values.image && draft?.image_url ? mediaUrl(draft.image_url) : null;

  return (
    <Stack gap="md">
      <Title order={2}>
        {editing ? screenTexts.editorEditHeading : screenTexts.editorNewHeading}
      </Title>

      {editing && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconFileText aria-hidden="true" />}
          role="status"
        >
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{screenTexts.editorEditingNotice}</Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                clearForm();
                onCancelEdit?.();
              }}
            >
              {authoringTexts.cancelEdit}
            </Button>
          </Group>
        </Alert>
      )}

      {notices}

      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <TextInput label={authoringTexts.titleLabel} {...field('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={authoringTexts.keywordsLabel}
              description={authoringTexts.commaHint}
              {...field('keywords')}
            />
            <TextInput
              label={authoringTexts.creatorsLabel}
              description={authoringTexts.commaHint}
              {...field('creators')}
            />
          </SimpleGrid>
          <Textarea
            label={authoringTexts.descriptionLabel}
            autosize
            minRows={2}
            maxRows={6}
            {...field('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={authoringTexts.categoryLabel}
              placeholder={authoringTexts.categoryPlaceholder}
              data={categories.map((category) => ({
                value: String(category.id),
                label: category.name,
              }))}
              required
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...field('category')}
            />
            <TextInput
              label={authoringTexts.videoLabel}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...field('video_url')}
            />
          </SimpleGrid>
          <FileInput
            label={authoringTexts.imageLabel}
            placeholder={authoringTexts.imagePlaceholder}
            accept="image/*"
            clearable
            leftSection={<IconPhoto size={16} aria-hidden="true" />}
            {...field('image')}
          />
          {existingImage && (
            <Image
              src={existingImage}
              alt={authoringTexts.currentImageAlt}
              h={120}
              w="auto"
              fit="contain"
              radius="sm"
            />
          )}

          <Stack gap={4}>
            <Input.Label id={bodyLabelId} component="span">
              {authoringTexts.bodyLabel}
            </Input.Label>
            <RichTextEditor
              editor={editor}
              // Mantine's link popover leaves its "open in a new tab" toggle (an icon) unnamed.
              attributes={{
                linkEditorExternalControl: { 'aria-label': authoringTexts.openLinkInNewTab },
              }}
              labels={{
                highlightControlLabel: authoringTexts.backgroundColour,
                colorPickerControlLabel: authoringTexts.textColour,
              }}
            >
              <RichTextEditor.Toolbar
                sticky
                stickyOffset={0}
                aria-label={authoringTexts.formattingToolbar}
              >
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.H1 />
                  <RichTextEditor.H2 />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Bold />
                  <RichTextEditor.Italic />
                  <RichTextEditor.Underline />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Blockquote />
                  <RichTextEditor.CodeBlock />
                  <RichTextEditor.OrderedList />
                  <RichTextEditor.BulletList />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.AlignLeft />
                  <RichTextEditor.AlignCenter />
                  <RichTextEditor.AlignRight />
                  <RichTextEditor.AlignJustify />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.ColorPicker colors={TEXT_COLOUR_SWATCHES} />
                  <RichTextEditor.Highlight />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Link />
                  <RichTextEditor.Unlink />
                  <RichTextEditor.Control
                    aria-label={authoringTexts.insertImage}
                    title={authoringTexts.insertImage}
                    onClick={() => imagePickerRef.current?.click()}
                  >
                    <IconPhotoPlus size={16} stroke={1.5} aria-hidden="true" />
                  </RichTextEditor.Control>
                  <RichTextEditor.ClearFormatting />
                </RichTextEditor.ControlsGroup>
              </RichTextEditor.Toolbar>
              <RichTextEditor.Content mih={240} className={READABLE_TEXT_COLOURS_CLASS} />
            </RichTextEditor>
            <FigureDetails editor={editor} />
            <BodyImageUploads uploads={bodyImages.uploads} onDismiss={bodyImages.dismiss} />
            {bodyError && <Input.Error id={bodyErrorId}>{bodyError}</Input.Error>}
            <Text id={bodyCountId} size="sm" c="dimmed" data-testid="body-reading-stats">
              {readingTexts.editorCount(stats.words, stats.minutes)}
            </Text>
            {/* The toolbar's image button: uploaded like pasted and dropped pictures. */}
            <input
              ref={imagePickerRef}
              type="file"
              accept={HTML_POLICY.inlineImageTypes.join(',')}
              hidden
              aria-hidden="true"
              tabIndex={-1}
              data-testid="body-image-input"
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                if (files.length > 0) bodyImages.uploadFiles(files);
                event.currentTarget.value = '';
              }}
            />
          </Stack>

          <Stack gap="sm">
            <Switch
              label={editorStateTexts.publishLater}
              checked={publishLater}
              onChange={(event) => {
                setPublishLater(event.currentTarget.checked);
                setPublishAtError(null);
              }}
            />
            {publishLater && (
              <Box maw={360}>
                <PublishAtInput
                  value={publishAt}
                  onChange={(value) => {
                    setPublishAt(value);
                    setPublishAtError(null);
                  }}
                  error={publishAtError}
                />
              </Box>
            )}
          </Stack>

          <Group justify="space-between" align="center" gap="sm">
            {saveStatus}
            <Group justify="flex-end" gap="sm" ml="auto">
              {onOpenHistory && (
                <Button
                  variant="subtle"
                  leftSection={<IconHistory size={16} aria-hidden="true" />}
                  onClick={onOpenHistory}
                >
                  {editorStateTexts.history}
                </Button>
              )}
              {onPreview && (
                <Button
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden="true" />}
                  onClick={() => onPreview(snapshot())}
                >
                  {editorStateTexts.preview}
                </Button>
              )}
              <Button
                variant="outline"
                onClick={() => submit(true)}
                loading={pending === 'draft'}
                disabled={pending === 'publish'}
              >
                {authoringTexts.saveAsDraft}
              </Button>
              <Button
                onClick={() => submit(false)}
                loading={pending === 'publish'}
                disabled={pending === 'draft'}
              >
                {publishLater ? editorStateTexts.schedule : authoringTexts.publish}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
