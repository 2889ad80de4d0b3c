export {
  joinMediaUrl,
  MediaProvider,
  type MediaProviderProps,
  mediaSrcSet,
  useMediaSrcSet,
  useMediaUrl,
} from './MediaProvider';
