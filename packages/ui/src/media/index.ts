export { MediaImage, type MediaImageProps } from './MediaImage/MediaImage';
export {
  joinMediaUrl,
  MediaProvider,
  type MediaProviderProps,
  mediaSrcSet,
  useMediaSrcSet,
  useMediaUrl,
} from './MediaProvider';
