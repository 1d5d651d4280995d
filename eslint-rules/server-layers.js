import path from 'node:path';

/**
 * The server's layers (ARCHITECTURE 'Layout'; docs/developing.md 'What may this file import'):
 *
 *   entry points  api/<area>/, jobs/, triggers/, scheduled/: thin; they wire the ports (the
 *                 composition root) and call the domain
 *   http/         the request pipeline every route handler uses; it wires the one port its
 *                 admission needs (the sign-in directory: is an acting call's session live?)
 *   domain/       the rules; take their ports as arguments
 *   data/         the only code that knows DynamoDB
 *   adapters/     one port per external service, with its AWS and local adapters
 *   platform/     the ground floor: errors, config, logger
 *
 * Within domain/, core/ holds the modules every area uses (accounts, audit, jobs, exports, mails,
 * acting-as): a core file imports core and the layers below, never an area's folder, so the areas
 * and core form no loop; an area reaches core, and registers with it what core must know of it.
 *
 * Each layer imports only the layers below it that this table allows, and no AWS SDK package
 * unless it is data/ or adapters/. `functions/routes.ts` (the route table) joins the areas' route
 * files and is not checked. Relative specifiers are resolved against the importing file, as
 * feature-boundaries.js does for the SPA, since `../../data/users` does not say which folder it
 * reaches.
 */

const ENTRY_POINTS = new Set(['api', 'jobs', 'triggers', 'scheduled']);

/**
 * What each layer may import of the project's server code: a layer name, or for adapters only
 * their factory (`adapters/<service>/index.ts`, the composition root's way in) or their port
 * (`adapters/<service>/port.ts`, the types the domain takes).
 */
const ALLOWED = {
  entry: ['http', 'domain', 'platform', 'adapter-factory', 'adapter-port'],
  http: ['http', 'domain', 'platform', 'adapter-factory', 'adapter-port'],
  domain: ['domain', 'data', 'platform', 'adapter-port'],
  data: ['data', 'platform'],
  adapters: ['adapters', 'platform'],
  platform: ['platform'],
};

/** Layers that may import an AWS SDK package (everything else reaches AWS through them). */
const SDK_LAYERS = new Set(['data', 'adapters']);
const SDK_PACKAGE = /^@aws-sdk\//;

/**
 * Where a file sits among the server's layers; null outside functions/ and for the route table.
 *
 * @param {string} root absolute path of functions/
 * @param {string} file absolute path
 * @returns {{ layer: string, kind: string, area: string | null, rest: string[] } | null}
 */
function placeOf(root, file) {
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer = '', ...rest] = relative.split(path.sep);
  if (rest.length === 0) return null;
  const kind = ENTRY_POINTS.has(layer) ? 'entry' : layer;
  return { layer, kind, area: layer === 'api' ? (rest[0] ?? null) : null, rest };
}

/** An import's target as the table names it. */
function targetKind(to) {
  if (to.layer !== 'adapters') return to.kind;
  // adapters/<service> or adapters/<service>/index: the factory; adapters/<service>/port: the port.
  const file = (to.rest[1] ?? 'index').replace(/\.(ts|js)$/, '');
  if (to.rest.length <= 2 && file === 'index') return 'adapter-factory';
  if (to.rest.length === 2 && file === 'port') return 'adapter-port';
  return 'adapter';
}

/**
 * Why an import from `from` to `to` crosses a boundary, or null when it may.
 *
 * @returns {{ messageId: string, data: Record<string, string> } | null}
 */
function violation(from, to) {
  if (from.kind === 'entry' && to.kind === 'entry') {
    if (from.layer !== to.layer) return { messageId: 'entryToEntry', data: { from: from.layer, to: to.layer } };
    if (from.area !== to.area) return { messageId: 'otherArea', data: { from: from.area ?? '', to: to.area ?? '' } };
    return null;
  }
  if (isCore(from) && to.layer === 'domain' && !isCore(to) && to.rest.length > 1)
    return {
      messageId: 'coreToArea',
      data: { from: `domain/core/${from.rest[1] ?? ''}/`, to: `domain/${to.rest[0]}/` },
    };
  const allowed = ALLOWED[from.kind];
  if (!allowed) return null;
  const kind = targetKind(to);
  if (allowed.includes(kind) || (from.kind === 'adapters' && to.layer === 'adapters')) return null;
  return {
    messageId: 'layer',
    data: { from: `${from.layer}/`, to: describe(kind, to), allowed: allowed.map(nameOf).join(', ') },
  };
}

/** Whether a place is in domain/core/, the modules every area uses (they import no area). */
function isCore(place) {
  return place.layer === 'domain' && place.rest[0] === 'core';
}

function nameOf(kind) {
  if (kind === 'adapter-factory') return "an adapter's factory";
  if (kind === 'adapter-port') return "an adapter's port";
  return `${kind}/`;
}

function describe(kind, to) {
  if (kind === 'adapter')
    return `adapters/${to.rest.join('/')} (an adapter itself: import its factory, adapters/${to.rest[0] ?? ''})`;
  return `${to.layer}/`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "The server's layers import only the layers below them that the layering allows, and no AWS SDK outside data/ and adapters/.",
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'Absolute path of functions/.' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      layer:
        '{{from}} imports {{to}}: it may import only {{allowed}} (docs/developing.md, "What may this file import").',
      entryToEntry: '{{from}}/ imports {{to}}/: entry points stand alone; move what both need into domain/.',
      otherArea: "api/{{from}} imports api/{{to}}: a route area's files stand alone; move what both need into domain/.",
      coreToArea:
        '{{from}} imports {{to}}: domain/core/ is what every area uses and imports no area; let the area register with core (as job kinds and export reports do) or move the shared piece into core.',
      sdk: '{{from}}/ imports {{package}}: only data/ and adapters/ use the AWS SDK (put the call in data/, or behind a port).',
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
      if (SDK_PACKAGE.test(specifier)) {
        if (!SDK_LAYERS.has(from.kind))
          context.report({ node: source, messageId: 'sdk', data: { from: from.layer, package: specifier } });
        return;
      }
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
