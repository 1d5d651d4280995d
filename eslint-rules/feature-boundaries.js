import path from 'node:path';

/**
 * The SPA's layers (bulletproof-react): `app/` assembles the features; each `features/<name>/`
 * stands alone; `components/`, `lib/`, `config/` and `styles/` are shared by all. So a feature
 * never imports another feature or `app/`, and a shared layer never imports a feature or `app/`.
 *
 * `no-restricted-imports` sees only the written specifier, and `../../auth/api/x` does not say
 * which folder it reaches: this rule resolves each relative specifier against the importing file.
 */

const SHARED_LAYERS = new Set(['components', 'lib', 'config', 'styles']);

/**
 * Where a file sits in the SPA: its layer, and for a feature its name. Null outside the SPA's
 * source folder.
 *
 * @param {string} root absolute path of the SPA's source folder
 * @param {string} file absolute path
 * @returns {{ layer: string, feature: string | null } | null}
 */
function placeOf(root, file) {
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer = '', feature = null] = relative.split(path.sep);
  return { layer, feature: layer === 'features' ? feature : null };
}

/**
 * Why an import from `from` to `to` crosses a boundary, or null when it may.
 *
 * @param {{ layer: string, feature: string | null }} from
 * @param {{ layer: string, feature: string | null }} to
 * @returns {{ messageId: string, data: Record<string, string> } | null}
 */
function violation(from, to) {
  if (from.layer === 'features') {
    if (to.layer === 'features' && to.feature !== from.feature) {
      return { messageId: 'crossFeature', data: { from: from.feature ?? '', to: to.feature ?? '' } };
    }
    if (to.layer === 'app') return { messageId: 'featureToApp', data: { from: from.feature ?? '' } };
    return null;
  }
  if (SHARED_LAYERS.has(from.layer) && (to.layer === 'features' || to.layer === 'app')) {
    return {
      messageId: 'sharedToUpper',
      data: { from: from.layer, to: to.layer === 'app' ? 'app/' : `features/${to.feature ?? ''}` },
    };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features import neither each other nor app/; shared layers import neither features nor app/.',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: "Absolute path of the SPA's source folder." } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other. Move what both need to components/ or lib/, or let app/ compose them.",
      featureToApp: "Feature '{{from}}' imports app/: app/ assembles the features, never the other way round.",
      sharedToUpper:
        '{{from}}/ imports {{to}}: shared layers (components/, lib/, config/) never import features or app/.',
    },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const from = placeOf(root, context.filename);
    if (!from) return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const to = placeOf(root, path.resolve(path.dirname(context.filename), specifier));
      const problem = to ? violation(from, to) : null;
      if (problem) context.report({ node: source, ...problem });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default rule;
