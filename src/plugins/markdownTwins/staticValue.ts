// The values of MDX expressions and JSX attributes that can be known without running the page:
// literals, template strings, arithmetic on them, the names in scope (`props` inside a partial,
// `frontMatter`, constants the page exports), arrays and objects of those, and the
// `require('./file')` / `useBaseUrl('/path')` forms that point at a file. Anything else (hooks,
// function calls, React state) has no value outside the site.
import type {Expression, Node as EstreeNode, Program} from 'estree';

/** A file the page imports with `require()`, relative to the page (or `@site/...`). */
export type RequiredFile = {required: string};
/** A path of the site, given to `useBaseUrl()`. */
export type SitePath = {sitePath: string};

export type StaticValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | RequiredFile
  | SitePath
  | StaticValue[]
  | {[key: string]: StaticValue};

/** Returned when an expression depends on code that only runs on the site. */
export const UNKNOWN: unique symbol = Symbol('unknown');

/** The names an expression can read: `props`, `frontMatter`, the page's exported constants. */
export type Scope = Record<string, StaticValue>;

const ARITHMETIC: Record<string, (left: number, right: number) => number> = {
  '+': (left, right) => left + right,
  '-': (left, right) => left - right,
  '*': (left, right) => left * right,
  '/': (left, right) => left / right,
  '%': (left, right) => left % right,
  '**': (left, right) => left ** right,
};

function evaluate(node: EstreeNode, scope: Scope): StaticValue | typeof UNKNOWN {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean'
        ? node.value
        : node.value === null
          ? null
          : UNKNOWN;
    case 'TemplateLiteral': {
      let text = node.quasis[0]?.value.cooked ?? '';
      for (const [index, expression] of node.expressions.entries()) {
        const value = evaluate(expression, scope);
        if (value === UNKNOWN || (typeof value !== 'string' && typeof value !== 'number')) {
          return UNKNOWN;
        }
        text += String(value) + (node.quasis[index + 1]?.value.cooked ?? '');
      }
      return text;
    }
    case 'Identifier':
      return Object.hasOwn(scope, node.name) ? scope[node.name] : UNKNOWN;
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier' || node.object.type === 'Super') {
        return UNKNOWN;
      }
      const object = evaluate(node.object, scope);
      if (isRequiredFile(object)) {
        // require('./image.png').default
        return node.property.name === 'default' ? object : UNKNOWN;
      }
      return object !== null && typeof object === 'object' && !Array.isArray(object) && !isSitePath(object)
        ? Object.hasOwn(object, node.property.name)
          ? object[node.property.name]
          : undefined
        : UNKNOWN;
    }
    case 'LogicalExpression': {
      const left = evaluate(node.left, scope);
      if (left === UNKNOWN) {
        return UNKNOWN;
      }
      if (node.operator === '??') {
        return left ?? evaluate(node.right, scope);
      }
      if (node.operator === '||') {
        return left || evaluate(node.right, scope);
      }
      return UNKNOWN;
    }
    case 'BinaryExpression': {
      const operation = ARITHMETIC[node.operator];
      if (!operation || node.left.type === 'PrivateIdentifier') {
        return UNKNOWN;
      }
      const left = evaluate(node.left, scope);
      const right = evaluate(node.right, scope);
      if (typeof left === 'number' && typeof right === 'number') {
        return operation(left, right);
      }
      return node.operator === '+' &&
        (typeof left === 'string' || typeof left === 'number') &&
        (typeof right === 'string' || typeof right === 'number')
        ? String(left) + String(right)
        : UNKNOWN;
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = [];
      for (const element of node.elements) {
        const value = element && element.type !== 'SpreadElement' ? evaluate(element, scope) : UNKNOWN;
        if (value === UNKNOWN) {
          return UNKNOWN;
        }
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, StaticValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) {
          return UNKNOWN;
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        const value = evaluate(property.value, scope);
        if (key === undefined || value === UNKNOWN) {
          return UNKNOWN;
        }
        object[key] = value;
      }
      return object;
    }
    case 'CallExpression': {
      const [argument] = node.arguments;
      if (node.callee.type !== 'Identifier' || node.arguments.length !== 1 || !argument) {
        return UNKNOWN;
      }
      const value = argument.type === 'SpreadElement' ? UNKNOWN : evaluate(argument, scope);
      if (typeof value !== 'string') {
        return UNKNOWN;
      }
      if (node.callee.name === 'require') {
        return {required: value};
      }
      if (node.callee.name === 'useBaseUrl') {
        return {sitePath: value};
      }
      return UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

export function isRequiredFile(value: unknown): value is RequiredFile {
  return typeof value === 'object' && value !== null && 'required' in value;
}

export function isSitePath(value: unknown): value is SitePath {
  return typeof value === 'object' && value !== null && 'sitePath' in value;
}

/**
 * The value of the expression an MDX expression node or attribute holds (its `estree` program),
 * `UNKNOWN` when it needs the site's code, `undefined` for an empty expression (a comment).
 */
export function programValue(program: Program | null | undefined, scope: Scope): StaticValue | typeof UNKNOWN {
  if (!program) {
    return UNKNOWN;
  }
  const [statement] = program.body;
  if (!statement) {
    return undefined;
  }
  return statement.type === 'ExpressionStatement' ? evaluate(statement.expression as Expression, scope) : UNKNOWN;
}

/** `export const name = value;` statements of a page whose values are static, by name. */
export function exportedConstants(program: Program | null | undefined, scope: Scope): Scope {
  const constants: Scope = {};
  for (const statement of program?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') {
      continue;
    }
    for (const declarator of declaration.declarations) {
      const value = declarator.init ? evaluate(declarator.init, {...scope, ...constants}) : UNKNOWN;
      if (declarator.id.type === 'Identifier' && value !== UNKNOWN) {
        constants[declarator.id.name] = value;
      }
    }
  }
  return constants;
}
