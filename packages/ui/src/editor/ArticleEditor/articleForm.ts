import {
  type Category,
  type Draft,
  findCategoryByName,
  splitCommaList,
} from '@byline/api-client/contract';
import type { UseFormReturnType } from '@mantine/form';

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
  /** The cover's description, trimmed ('' when none). */
  image_alt: string;
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
  /** The cover's description, as typed. */
  image_alt: string;
}

/** The form's fields as typed (lists as comma-separated text). */
export interface ArticleFormValues {
  title: string;
  keywords: string;
  creators: string;
  description: string;
  category: string | null;
  video_url: string;
  image: File | null;
  image_alt: string;
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  keywords: '',
  creators: '',
  description: '',
  category: null,
  video_url: '',
  image: null,
  image_alt: '',
};

export function snapshotToValues(snapshot: ArticleEditorSnapshot): ArticleFormValues {
  return {
    title: snapshot.title,
    keywords: snapshot.keywords.join(', '),
    creators: snapshot.creator.join(', '),
    description: snapshot.description,
    category: snapshot.category === null ? null : String(snapshot.category),
    video_url: snapshot.video_url,
    image: snapshot.image,
    // Copies kept on a device before covers had descriptions have none.
    image_alt: snapshot.image_alt ?? '',
  };
}

export function valuesToSnapshot(
  values: ArticleFormValues,
  content: string,
): ArticleEditorSnapshot {
  return {
    title: values.title,
    keywords: splitCommaList(values.keywords),
    creator: splitCommaList(values.creators),
    description: values.description,
    content,
    video_url: values.video_url,
    category: values.category ? Number(values.category) : null,
    image: values.image,
    image_alt: values.image_alt,
  };
}

/** The form's values as submitted: text trimmed, lists split. */
export function valuesToSubmit(
  values: ArticleFormValues,
  content: string,
  draftId: number | null,
): ArticleEditorValues {
  return {
    ...(draftId === null ? {} : { news_id: draftId }),
    title: values.title.trim(),
    keywords: splitCommaList(values.keywords),
    creator: splitCommaList(values.creators),
    description: values.description.trim(),
    content,
    video_url: values.video_url.trim(),
    category: Number(values.category),
    ...(values.image ? { image_url: values.image } : {}),
    image_alt: values.image_alt.trim(),
  };
}

/** A scheduled article opens with Publish later on, at its time. */
export function scheduleOf(draft: Draft | null | undefined): Date | null {
  return draft?.status === 'scheduled' && draft.scheduled_at ? new Date(draft.scheduled_at) : null;
}

export function draftToValues(draft: Draft, categories: readonly Category[]): ArticleFormValues {
  const category = findCategoryByName(categories, draft.category_name);
  return {
    title: draft.title,
    keywords: draft.keywords.join(', '),
    creators: draft.creator.join(', '),
    description: draft.description,
    category: category ? String(category.id) : null,
    video_url: draft.video_url ?? '',
    image: null,
    image_alt: draft.image_alt,
  };
}

/** A field's props as the form gives them (value, onChange, error), by the field's name. */
export type ArticleFieldProps = (
  name: keyof ArticleFormValues,
) => ReturnType<UseFormReturnType<ArticleFormValues>['getInputProps']>;
