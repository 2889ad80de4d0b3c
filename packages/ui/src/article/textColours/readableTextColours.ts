import classes from './textColours.module.css';

/**
 * The class of an element holding article HTML (the reader's body, the editor's content) under
 * which the palette's colours show as their scheme's value. Apart from the palette, which only
 * the editor needs, so a reader's page does not carry it.
 */
export const READABLE_TEXT_COLOURS_CLASS = classes.readable;
