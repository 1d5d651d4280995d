/**
 * A feature's screen shows rows through the kit (ARCHITECTURE 'Screens from a kit'): `PlainTable`
 * to read rows and act on each, `DataTable` to sort, select or edit them. A hand-written `<table>`
 * would have neither's phone layout (cards, or a scroll box whose first column and actions stay
 * in view at 360 px) nor their labels, so it is refused in `frontend/src/features/`.
 */

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature screens show tables through PlainTable or DataTable' },
    schema: [],
    messages: {
      rawTable: 'Use PlainTable or DataTable (frontend/src/components): a hand-written <table> has no phone layout.',
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'table')
          context.report({ node, messageId: 'rawTable' });
      },
    };
  },
};

export default rule;
