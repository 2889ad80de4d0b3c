/** Placeholder until @byline/ui's ExtraBlock lands; fed by the most-recent list. */
export function SharedExtraBlock() {
  return null;
}
