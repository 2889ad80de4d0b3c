/**
 * The emails' colours, light and dark. Inline styles carry the light ones (every client reads
 * them); the style sheet switches to dark where the reader's client is dark
 * (`prefers-color-scheme`), and in the kit's dark scheme (the stories' dark pass).
 */
export const EMAIL_COLOURS = {
  page: '#f1f3f5',
  card: '#ffffff',
  text: '#1a1b1e',
  muted: '#495057',
  brand: '#1c4f8a',
  buttonText: '#ffffff',
  rule: '#dee2e6',
} as const;

const darkRules = (scope: string) => `
${scope} .bl-email { background: #141517 !important; color: #e9ecef !important; }
${scope} .bl-card { background: #1f2023 !important; }
${scope} .bl-text { color: #e9ecef !important; }
${scope} .bl-muted { color: #c1c2c5 !important; }
${scope} .bl-link { color: #8fc1ff !important; }
${scope} .bl-button { background: #8fc1ff !important; color: #0b1726 !important; }
${scope} .bl-rule { border-color: #373a40 !important; }`;

export const EMAIL_STYLE_SHEET = `:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {${darkRules('')}
}
${darkRules("[data-mantine-color-scheme='dark']")}`;
