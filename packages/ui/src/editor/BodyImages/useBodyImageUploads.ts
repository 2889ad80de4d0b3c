import { isInlineImageType } from '@byline/api-client/contract';
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BODY_IMAGE_TEXTS } from '../../constants/bodyImageTexts';
import { useMessages } from '../../locale';
import { insertFigureImage } from '../figureImage';

/** What the host answers for an uploaded picture: its URL (never `data:`) and its size. */
export interface UploadedBodyImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Uploads one picture for the body (the host's API call), telling `onProgress` how much is sent
 * (0 to 1). Rejects with an Error whose message is the reason to show.
 */
export type BodyImageUploader = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<UploadedBodyImage>;

export interface BodyImageUpload {
  id: number;
  name: string;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it failed; the upload is over. */
  error?: string;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;

/**
 * The editor's picture uploads: pasted, dropped and picked files go to `onUploadImage`; each
 * shows its progress, then becomes a figure at the place it was put, or shows why it failed.
 * Without an uploader, pictures are refused with a message (never inserted inline).
 */
export function useBodyImageUploads(editor: Editor | null, onUploadImage?: BodyImageUploader) {
  const bodyImageTexts = useMessages(BODY_IMAGE_TEXTS);
  const [uploads, setUploads] = useState<BodyImageUpload[]>([]);
  const nextId = useRef(1);
  const uploaderRef = useRef(onUploadImage);
  uploaderRef.current = onUploadImage;

  const update = useCallback((id: number, change: Partial<BodyImageUpload>) => {
    setUploads((current) =>
      current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );
  }, []);

  const uploadFiles = useCallback(
    (files: readonly File[], position?: number) => {
      for (const file of files) {
        const id = nextId.current++;
        const uploader = uploaderRef.current;
        const refusal = !uploader
          ? bodyImageTexts.noUploader
          : !isInlineImageType(file.type)
            ? bodyImageTexts.notSupported
            : null;
        setUploads((current) => [
          ...current,
          { id, name: file.name, progress: 0, ...(refusal ? { error: refusal } : {}) },
        ]);
        if (refusal || !uploader) continue;
        uploader(file, (fraction) => update(id, { progress: Math.min(1, Math.max(0, fraction)) }))
          .then((image) => {
            if (!editor || editor.isDestroyed) return;
            if (!insertFigureImage(editor, image, position)) {
              update(id, { error: bodyImageTexts.notAUrl });
              return;
            }
            setUploads((current) => current.filter((upload) => upload.id !== id));
          })
          .catch((error: unknown) =>
            update(id, { error: messageOf(error, bodyImageTexts.uploadFailed) }),
          );
      }
    },
    [editor, update, bodyImageTexts],
  );

  // Pasted and dropped pictures arrive through the editor's BodyImageFiles extension.
  useEffect(() => {
    if (!editor) return;
    const storage = editor.storage.bodyImageFiles;
    if (!storage) return;
    storage.handleFiles = uploadFiles;
    return () => {
      if (storage.handleFiles === uploadFiles) storage.handleFiles = null;
    };
  }, [editor, uploadFiles]);

  const dismiss = useCallback(
    (id: number) => setUploads((current) => current.filter((upload) => upload.id !== id)),
    [],
  );

  return { uploads, uploadFiles, dismiss };
}
