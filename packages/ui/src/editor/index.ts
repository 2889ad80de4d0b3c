// @byline/ui/editor: the article editor and its Tiptap extensions, apart from the main entry so
// a reader's page never loads Tiptap.
import '@mantine/tiptap/styles.layer.css';

export { BODY_IMAGE_TEXTS } from '../constants/bodyImageTexts';
export {
  ArticleEditor,
  type ArticleEditorProps,
  type ArticleEditorSnapshot,
  type ArticleEditorValues,
  type ArticleSubmitOptions,
} from './ArticleEditor/ArticleEditor';
export type { BodyImageUploader, UploadedBodyImage } from './BodyImages/useBodyImageUploads';
export { ConflictNotice, type ConflictNoticeProps } from './ConflictNotice/ConflictNotice';
export { DeviceCopyOffer, type DeviceCopyOfferProps } from './DeviceCopyOffer/DeviceCopyOffer';
export type { PublishMode } from './EditorActions/EditorActions';
export {
  articleBodyExtensions,
  SafeImage,
  SafeLink,
  VideoEmbed,
} from './extensions';
export {
  BodyImageFiles,
  type BodyImageFilesHandler,
  FigureImage,
  type FigureImageAttributes,
  insertFigureImage,
} from './figureImage';
export { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory/RevisionHistory';
export { type SaveState, SaveStatus, type SaveStatusProps } from './SaveStatus/SaveStatus';
