/** Mantine's styles for the app (apps/web/build/mantineComponentStyles.ts). */
declare module 'virtual:byline/mantine-styles' {}
