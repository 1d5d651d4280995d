import type { ExtractorType } from '@lingui/conf';
import ts from 'typescript';

/** Constants whose string values are texts a person reads (shared/schemas' `…_MESSAGES` and kin). */
const TEXT_CONSTANT = /_(MESSAGES|TEXTS|LABELS|NOTICES)$/;
/** The calls of shared/i18n/text.ts whose first argument is an English text or template. */
const TEXT_CALLS = new Set(['phrase', 'icu', 'translated']);

/**
 * Lingui's extractor for shared/ and functions/, which cannot use its macros (the functions run
 * untransformed under tsx and esbuild): every string value of a text constant, and the first
 * argument of phrase(), icu() and translated(). A message's key is its English text
 * (shared/i18n/text.ts), so the catalogue's id and message are the same.
 */
export const sharedTextExtractor: ExtractorType = {
  match: (filename) => /(^|[\\/])(shared|functions)[\\/].*\.ts$/.test(filename) && !filename.endsWith('.d.ts'),
  extract(filename, code, onMessageExtracted) {
    const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
    const emit = (node: ts.Node, text: string) => {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      onMessageExtracted({ id: text, message: text, origin: [filename, line + 1, character] });
    };
    const textOf = (node: ts.Node | undefined) =>
      node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

    const collectValues = (node: ts.Node): void => {
      const text = textOf(node);
      const parent = node.parent;
      const isValue =
        (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
        ts.isArrayLiteralExpression(parent) ||
        (ts.isConditionalExpression(parent) && parent.condition !== node) ||
        (ts.isArrowFunction(parent) && parent.body === node) ||
        ts.isReturnStatement(parent);
      if (text !== undefined && isValue) emit(node, text);
      if (!ts.isCallExpression(node) || !isTextCall(node)) ts.forEachChild(node, collectValues);
    };
    const isTextCall = (node: ts.CallExpression) =>
      ts.isIdentifier(node.expression) && TEXT_CALLS.has(node.expression.text);

    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && TEXT_CONSTANT.test(node.name.text)) {
        if (node.initializer) collectValues(node.initializer);
      }
      if (ts.isCallExpression(node) && isTextCall(node)) {
        const text = textOf(node.arguments[0]);
        if (text !== undefined) emit(node, text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  },
};
