/** The client build's assets, for the server-rendered document (build/clientAssets.ts). */
declare module 'virtual:byline/client-assets' {
  export const clientAssets: import('./ssr/pageData').ClientBuildAssets;
}
