export { joinMediaUrl, MediaProvider, type MediaProviderProps, useMediaUrl } from './MediaProvider';
