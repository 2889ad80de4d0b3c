/**
 * Images shipped inside the package (default fallbacks when images are missing). Vite turns each import into a URL; small files become data URLs in the build, so a
 * host app needs no extra asset setup.
 */
import defaultAvatarUrl from './default-avatar.svg';
import imageFallbackUrl from './image-fallback.svg';

export { defaultAvatarUrl, imageFallbackUrl };
