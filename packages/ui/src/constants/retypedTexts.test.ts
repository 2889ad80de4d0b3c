import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  ERROR_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as uiConstants from './index';

/**
 * The guard of docs/api.md "How tests refer to texts": no unit test, story, server or end-to-end
 * test retypes a product text. It reads every such file and reports each string (or simple
 * regular expression) equal to a text of the constants, or shaped like a templated one.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Shorter texts ("or", "All") are too common as sample data to tell apart. */
const MIN_LENGTH = 4;
const HOLE = '\u0000';

/** Exported constants that are not texts a reader sees (paths, numbers, locales, positions). */
const NOT_TEXTS = new Set(['ROUTES', 'TOAST', 'DATE_FORMATS', 'EDITOR', 'SITE_NAME']);

/** Files that spell texts out on purpose: they pin the spec's wording (docs/api.md). */
const PINNING_FILES = [
  'packages/api-client/src/contract/messages.test.ts',
  'packages/api-client/src/contract/categories.test.ts',
  'packages/api-client/src/mocks/fixtures.test.ts',
];

/** Strings that equal a text by coincidence: none of them is shown to a reader. */
const COINCIDENCES: Record<string, string[]> = {
  // A Mantine style sheet's name.
  'apps/web/src/app/mantineStyles/mantineStyles.test.ts': ['Menu'],
  // The sentence made from the identity provider's code auth/user-not-found.
  'apps/web/src/auth/authErrorMessage.test.ts': ['User not found'],
  // What capitalise makes of a slug.
  'packages/ui/src/format/format.test.ts': ['World'],
};

interface ProductTexts {
  exact: Set<string>;
  /** Templated texts (functions) as patterns: `Search ${category} news`. */
  templates: RegExp[];
}

function productTexts(): ProductTexts {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') texts.add(String(value(HOLE)));
    else if (Array.isArray(value)) for (const item of value) collect(item);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // Lists of links: only the label is a text (slugs, hrefs and networks are not).
      for (const item of 'label' in record ? [record.label] : Object.values(record)) collect(item);
    }
  };
  for (const [name, value] of Object.entries(uiConstants)) if (!NOT_TEXTS.has(name)) collect(value);
  collect([ERROR_MESSAGES, SUCCESS_MESSAGES, SERVER_MESSAGES]);
  for (const { name, navLabel } of CATEGORIES) collect([name, navLabel ?? '']);

  const exact = new Set<string>();
  const templates: RegExp[] = [];
  for (const text of texts) {
    if (text.replaceAll(HOLE, '').trim().length < MIN_LENGTH) continue;
    if (!text.includes(HOLE)) exact.add(text);
    else {
      const pattern = text
        .split(HOLE)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      templates.push(new RegExp(`^${pattern}$`));
    }
  }
  return { exact, templates };
}

function filesToCheck(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter(
      (file) =>
        /\.(test|stories)\.tsx?$/.test(file) ||
        /(story|visual)Support\.tsx?$/i.test(file) ||
        /^apps\/web\/src\/stories\/.*\.tsx?$/.test(file) ||
        /^apps\/web\/e2e\/.*\.ts$/.test(file) ||
        /^apps\/server\/test\/.*\.ts$/.test(file),
    )
    .filter((file) => !PINNING_FILES.includes(file) && !file.endsWith('retypedTexts.test.ts'));
}

/** Sample data a story passes as a prop (its `args`) is not a product text. */
function isStoryArg(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'args') return true;
  }
  return false;
}

/** A test's own name (`it('…')`, `test.step('…')`) is not a text on screen. */
function isTestName(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    /^(it|test|describe)\b/.test(call.expression.getText())
  );
}

/** The text a literal stands for: strings, templates (holes kept) and plain regular expressions. */
function literalText(node: ts.Node): { text: string; ignoreCase: boolean } | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return { text: node.text, ignoreCase: false };
  }
  if (ts.isTemplateExpression(node)) {
    const rest = node.templateSpans.map((span) => HOLE + span.literal.text).join('');
    return { text: node.head.text + rest, ignoreCase: false };
  }
  if (ts.isRegularExpressionLiteral(node)) {
    const match = /^\/(.*)\/([a-z]*)$/s.exec(node.text);
    const source = match?.[1]?.replace(/^\^/, '').replace(/\$$/, '');
    // Only a fixed text, at most anchored: /^Email/, /most read/i.
    if (source === undefined || /[[\]()*+?{}|.]/.test(source.replace(/\\./g, ''))) return undefined;
    return { text: source.replace(/\\(.)/g, '$1'), ignoreCase: match?.[2]?.includes('i') ?? false };
  }
  return undefined;
}

function findRetypedTexts(): string[] {
  const { exact, templates } = productTexts();
  const lowerCase = new Set([...exact].map((text) => text.toLowerCase()));
  const isProductText = ({ text, ignoreCase }: { text: string; ignoreCase: boolean }) => {
    if (ignoreCase ? lowerCase.has(text.toLowerCase()) : exact.has(text)) return true;
    // A template in a test matches when its fixed parts do; a string when it fills the holes.
    const filled = text.replaceAll(HOLE, 'x');
    return text.trim().length >= MIN_LENGTH && templates.some((pattern) => pattern.test(filled));
  };
  const found: string[] = [];
  for (const file of filesToCheck()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(repoRoot, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const isStory = file.endsWith('.stories.tsx');
    const coincidences = COINCIDENCES[file] ?? [];
    const visit = (node: ts.Node) => {
      const literal = literalText(node);
      if (
        literal &&
        isProductText(literal) &&
        !coincidences.includes(literal.text) &&
        !(isStory && isStoryArg(node)) &&
        !isTestName(node) &&
        !(ts.isPropertyAssignment(node.parent) && node.parent.name === node) &&
        !ts.isImportDeclaration(node.parent) &&
        !ts.isExportDeclaration(node.parent)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1} ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('tests name product texts by their constants', () => {
  it('no unit, story, server or end-to-end test retypes a product text', async () => {
    const found = findRetypedTexts();
    if (process.env.RETYPED_OUT)
      (await import('node:fs')).writeFileSync(process.env.RETYPED_OUT, found.join('\n'));
    expect(found).toEqual([]);
  });
});
