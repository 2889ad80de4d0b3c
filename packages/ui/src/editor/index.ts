// @byline/ui/editor: the article editor and its Tiptap extensions, apart from the main entry so
// a reader's page never loads Tiptap.
import '@mantine/tiptap/styles.layer.css';

export {
  ArticleEditor,
  type ArticleEditorProps,
  type ArticleEditorValues,
  type ArticleSubmitOptions,
} from './ArticleEditor/ArticleEditor';
export {
  BODY_IMAGE_TEXTS,
  type BodyImageUploader,
  type UploadedBodyImage,
} from './BodyImages/useBodyImageUploads';
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
