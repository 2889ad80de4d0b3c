/**
 * The roles' messages (docs/roles.md), in a module of their own with no imports, so that the
 * endpoint table can name its fallbacks without loading the roles' schemas.
 */
/** The 403 of each permission a caller's role lacks: what they tried, and who may. */
export const ROLE_MESSAGES = {
  writeDrafts: 'Your account can read, comment and follow, but not write articles.',
  publish: 'Contributors cannot publish: an editor publishes your article after review.',
  review: 'Only editors can review articles.',
  moderate: 'Only editors can moderate.',
  readModerationLog: 'Only administrators can read the moderation log.',
  manageMembers: 'Only administrators can see members and change their roles.',
  manageSettings: "Only administrators can change the site's settings.",
  ownRole: 'You cannot change your own role: ask another administrator.',
  roleChanged: 'Role changed',
  /** The members page's fallbacks. */
  membersFailed: 'Unable to load members.',
  changeRoleFailed: 'Unable to change the role. Please try again.',
  invalidRole: 'Choose reader, contributor, author, editor or administrator',
} as const;
