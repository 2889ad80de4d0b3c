/**
 * Where the reader's choice of colour scheme is kept: Mantine's localStorage manager
 * (AppProviders) writes it under this key when the header's toggle is used.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/**
 * The head's one inline script: it sets the page's colour scheme (the reader's choice, else the
 * system's) before anything paints, so a server-rendered page never flashes light on a dark
 * system. The HTML is cached publicly, so no cookie can choose the scheme on the server. The
 * server allows exactly this text by its sha256 hash in the Content-Security-Policy
 * (`PageRenderer.inlineScripts`): change a byte and the hash follows at the next start.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});` +
  `if(s!=="light"&&s!=="dark")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",s)}catch(e){}`;
