// An `import Name from 'source';` statement as an MDX tree node, for the remark plugins that make
// a page import the component they insert (image zoom, live code blocks). MDX compiles the
// node's estree, so both the text and the tree are given.
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

export function defaultImport(name: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}
