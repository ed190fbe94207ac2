/**
 * The reference pages name options, front matter keys, CLI flags, hooks, lifecycle methods
 * and logger functions. Each documented name must exist in the installed @docusaurus
 * packages: their Joi validation schemas (obtained from the modules themselves, never by
 * grepping), their TypeScript types, the CLI program the `docusaurus` binary runs, or the
 * runtime exports. The options written in `docusaurus.config.js` samples (site fields,
 * themeConfig, preset-classic and plugin options) are walked along the same schemas. Run on
 * Canary and on both released versions: an old page may document fewer names, never names
 * that do not exist. Counts are printed for each page.
 */
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const siteDir = path.resolve(__dirname, '../..');
const docusaurusDir = path.join(siteDir, 'node_modules/@docusaurus');
const pkgFile = (file: string): string => path.join(docusaurusDir, file);

const VERSIONS = [
  {label: 'Canary', dir: 'docs'},
  {label: '3.2.1', dir: 'versioned_docs/version-3.2.1'},
  {label: '3.1.1', dir: 'versioned_docs/version-3.1.1'},
] as const;

// ---------------------------------------------------------------------------------------
// Reading the pages

type Heading = {level: number; text: string; id: string; code: string | null; line: number};
type Row = {names: string[]; line: number};
type DocTable = {key: string; apiTable: boolean; line: number; rows: Row[]};
type Page = {file: string; lines: string[]; prose: {text: string; line: number}[]; headings: Heading[]};

const FENCE = /^\s*(`{3,}|~{3,})/;

function readPage(file: string): Page {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const prose: Page['prose'] = [];
  let fence: string | null = null;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((text, index) => {
    if (inFrontMatter) {
      if (index > 0 && text === '---') inFrontMatter = false;
      return;
    }
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    prose.push({text, line: index + 1});
  });
  const headings: Heading[] = [];
  for (const {text, line} of prose) {
    const match = /^(#{1,6})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/.exec(text);
    if (!match) continue;
    const title = match[2] ?? '';
    headings.push({
      level: match[1]!.length,
      text: title,
      id: match[3] ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      code: /^`([^`]+)`/.exec(title)?.[1] ?? null,
      line,
    });
  }
  return {file, lines, prose, headings};
}

function splitCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Backticked names of a first cell: `--poll [interval]` -> --poll, `a` / `b` -> a, b. */
function namesOfCell(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim().split(/\s+/)[0]!.replace(/\(\)$/, ''));
}

/** Markdown tables outside code, keyed by their APITable name or by the id of the heading above. */
function readTables(page: Page): DocTable[] {
  const tables: DocTable[] = [];
  let headingId = '';
  let apiName: string | null = null;
  let inApiTable = false;
  let current: DocTable | null = null;
  let rowIndex = 0;
  for (const {text, line} of page.prose) {
    const heading = /^#{1,6}\s+.*?(?:\{#([^}]+)\})?\s*$/.exec(text);
    if (heading) headingId = heading[1] ?? headingId;
    const open = /^<APITable(?:\s+name="([^"]+)")?\s*>/.exec(text.trim());
    if (open) {
      inApiTable = true;
      apiName = open[1] ?? null;
      continue;
    }
    if (text.trim().startsWith('</APITable')) {
      inApiTable = false;
      apiName = null;
      continue;
    }
    if (text.trim().startsWith('|')) {
      if (!current) {
        current = {key: apiName ?? `#${headingId}`, apiTable: inApiTable, line, rows: []};
        tables.push(current);
        rowIndex = 0;
      }
      rowIndex += 1;
      // Row 1 is the header, row 2 the separator.
      if (rowIndex > 2) current.rows.push({names: namesOfCell(splitCells(text)[0] ?? ''), line});
    } else {
      current = null;
    }
  }
  return tables;
}

/** Names of the code headings of a level, in the sections (by id) given, or anywhere. */
function codeHeadings(page: Page, level: number, inSections?: string[]): (Heading & {name: string})[] {
  const result: (Heading & {name: string})[] = [];
  const parents: Heading[] = [];
  for (const heading of page.headings) {
    while (parents.length > 0 && parents[parents.length - 1]!.level >= heading.level) parents.pop();
    const inside = !inSections || parents.some((parent) => inSections.includes(parent.id));
    if (heading.level === level && heading.code && inside) {
      const name = heading.code
        .replace(/^async\s+/, '')
        .replace(/^<\s*/, '')
        .replace(/\s*\/?>$/, '')
        .split(/[\s(:]/)[0]!;
      result.push({...heading, name});
    }
    parents.push(heading);
  }
  return result;
}

/** The prose lines of one section (heading id), up to the next heading of the same or a higher level. */
function sectionLines(page: Page, id: string): Page['prose'] {
  const start = page.headings.find((heading) => heading.id === id);
  if (!start) return [];
  const end = page.headings.find((heading) => heading.line > start.line && heading.level <= start.level);
  return page.prose.filter(({line}) => line > start.line && (!end || line < end.line));
}

// ---------------------------------------------------------------------------------------
// Sources of truth, all turned into the same shape: a Joi description

type Branch = {is?: JoiDesc; then?: JoiDesc; otherwise?: JoiDesc};
type JoiDesc = {
  type: string;
  flags?: {presence?: string};
  keys?: Record<string, JoiDesc>;
  patterns?: {rule: JoiDesc}[];
  renames?: {from: string; to: string}[];
  items?: JoiDesc[];
  allow?: unknown[];
  matches?: (Branch & {schema?: JoiDesc; switch?: Branch[]})[];
  whens?: (Branch & {switch?: Branch[]})[];
};
type JoiSchema = {describe(): JoiDesc};

function objectOf(names: Iterable<string>): JoiDesc {
  return {type: 'object', keys: Object.fromEntries([...names].map((name) => [name, {type: 'any'}]))};
}

function merge(...descs: JoiDesc[]): JoiDesc {
  return {type: 'alternatives', matches: descs.map((schema) => ({schema}))};
}

/** Calls a module's validateOptions/validateThemeConfig with a validate that records the schema. */
function schemaPassedToValidate(file: string, exportName: string, argName: string): JoiDesc {
  const mod = require(pkgFile(file)) as Record<string, unknown>;
  const validateFn = mod[exportName];
  assert.equal(typeof validateFn, 'function', `${file} exports no ${exportName}`);
  let captured: JoiSchema | undefined;
  const validate = (schema: JoiSchema, value: unknown): unknown => {
    captured = schema;
    return value;
  };
  try {
    (validateFn as (params: Record<string, unknown>) => unknown)({validate, [argName]: {}});
  } catch {
    // Some modules check the validated value further (algolia's askAi); the schema is captured before.
  }
  assert.ok(captured, `${file}: ${exportName} did not call validate with a schema`);
  return captured.describe();
}

/**
 * Front matter and the blog's authors file are validated with `schema.validate(value)` on a
 * schema the module keeps to itself: record the schema on which Joi's validate is called.
 */
function schemaValidatedBy(run: () => unknown): JoiDesc {
  const {Joi} = require(pkgFile('utils-validation/lib/index.js')) as {Joi: {object(): object}};
  let proto: {validate?: unknown} | null = Object.getPrototypeOf(Joi.object()) as object;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'validate')) proto = Object.getPrototypeOf(proto);
  assert.ok(proto, 'Joi schemas have no validate method');
  const owner = proto as {validate: (this: JoiSchema, ...args: unknown[]) => unknown};
  const original = owner.validate;
  let captured: JoiSchema | undefined;
  const record = (schema: JoiSchema): void => {
    captured ??= schema;
  };
  owner.validate = function (this: JoiSchema, ...args: unknown[]) {
    record(this);
    return original.apply(this, args);
  };
  try {
    run();
  } catch {
    // An empty value may be refused; the schema was recorded first.
  } finally {
    owner.validate = original;
  }
  assert.ok(captured, 'no Joi schema validated the value');
  return captured.describe();
}

function validatorSchema(file: string, exportName: string, value: unknown): JoiDesc {
  const mod = require(pkgFile(file)) as Record<string, (input: unknown) => unknown>;
  assert.equal(typeof mod[exportName], 'function', `${file} exports no ${exportName}`);
  return schemaValidatedBy(() => mod[exportName]!(value));
}

function exportedSchema(file: string, exportName: string): JoiDesc {
  const schema = (require(pkgFile(file)) as Record<string, JoiSchema | undefined>)[exportName];
  assert.ok(schema && typeof schema.describe === 'function', `${file} exports no Joi schema ${exportName}`);
  return schema.describe();
}

/** Property names of a type alias or interface (inside `declare module` blocks too) of a .d.ts file. */
function typeMembers(file: string, typeName: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(pkgFile(file), 'utf8'), ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, ts.TypeAliasDeclaration | ts.InterfaceDeclaration>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) declarations.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const names = new Set<string>();
  const addMembers = (members: ts.NodeArray<ts.TypeElement>): void => {
    for (const member of members) {
      if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) names.add(member.name.text);
    }
  };
  const addType = (type: ts.TypeNode): void => {
    if (ts.isTypeLiteralNode(type)) addMembers(type.members);
    else if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) type.types.forEach(addType);
    else if (ts.isParenthesizedTypeNode(type)) addType(type.type);
    else if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) addDeclaration(type.typeName.text);
  };
  const addDeclaration = (name: string): void => {
    const declaration = declarations.get(name);
    if (!declaration) return;
    if (ts.isTypeAliasDeclaration(declaration)) {
      addType(declaration.type);
    } else {
      addMembers(declaration.members);
      for (const clause of declaration.heritageClauses ?? []) {
        for (const base of clause.types) if (ts.isIdentifier(base.expression)) addDeclaration(base.expression.text);
      }
    }
  };
  assert.ok(declarations.has(typeName), `${file} declares no type ${typeName}`);
  addDeclaration(typeName);
  return [...names];
}

/** The commands of the CLI program that bin/docusaurus.mjs runs (runCLI -> createCLIProgram). */
async function cliCommands(): Promise<Map<string, {flags: Set<string>; args: string[]}>> {
  const {createCLIProgram} = require(pkgFile('core/lib/commands/cli.js')) as {
    createCLIProgram: (params: object) => Promise<CliCommand>;
  };
  type CliCommand = {
    commands: CliCommand[];
    options: {long?: string; short?: string}[];
    _args: {name: string}[];
    name(): string;
  };
  const commander = require(require.resolve('commander', {paths: [pkgFile('core')]})) as {
    Command: new () => CliCommand;
  };
  const program = await createCLIProgram({
    cli: new commander.Command(),
    // An internal command, so that no site is loaded to look for plugin commands.
    cliArgs: ['node', 'docusaurus', 'build'],
    siteDir: siteDir,
    config: undefined,
  });
  const commands = new Map<string, {flags: Set<string>; args: string[]}>();
  for (const command of program.commands) {
    const flags = new Set<string>();
    for (const option of command.options) {
      if (option.long) flags.add(option.long);
      if (option.short) flags.add(option.short);
    }
    commands.set(command.name(), {flags, args: command._args.map((arg) => arg.name)});
  }
  return commands;
}

function cliDesc(commands: Map<string, {flags: Set<string>; args: string[]}>): JoiDesc {
  return {
    type: 'object',
    keys: Object.fromEntries([...commands].map(([name, {flags, args}]) => [name, objectOf([...flags, ...args])])),
  };
}

const isForbidden = (desc: JoiDesc): boolean => desc.flags?.presence === 'forbidden';

function branchesOf(desc: {then?: JoiDesc; otherwise?: JoiDesc; schema?: JoiDesc; switch?: Branch[]}): JoiDesc[] {
  return [
    desc.schema,
    desc.then,
    desc.otherwise,
    ...(desc.switch ?? []).flatMap((branch) => [branch.then, branch.otherwise]),
  ].filter((branch): branch is JoiDesc => Boolean(branch));
}

/** A schema and every schema it can turn into: alternatives, when/switch branches, array items. */
function variants(desc: JoiDesc, depth = 0): JoiDesc[] {
  if (isForbidden(desc) || depth > 20) return [];
  const result = [desc];
  for (const alternative of [...(desc.matches ?? []), ...(desc.whens ?? [])]) {
    for (const branch of branchesOf(alternative)) result.push(...variants(branch, depth + 1));
  }
  if (desc.type === 'array') for (const item of desc.items ?? []) result.push(...variants(item, depth + 1));
  return result;
}

/** `{type=doc}`: the navbar item schema of one type (`{type=}`: an item without type). */
function typeBranch(desc: JoiDesc, type: string): JoiDesc[] {
  const result: JoiDesc[] = [];
  for (const variant of variants(desc)) {
    for (const when of variant.whens ?? []) {
      for (const branch of when.switch ?? []) {
        const typeSchema = branch.is?.keys?.type;
        if (!typeSchema || !branch.then) continue;
        const matches = type === '' ? isForbidden(typeSchema) : (typeSchema.allow ?? []).includes(type);
        if (!matches) continue;
        result.push({...variant, whens: undefined}, branch.then);
        // The `type` the branch is chosen by is an option of the item, unless it must be absent.
        if (type !== '') result.push({type: 'object', keys: {type: typeSchema}});
      }
    }
  }
  return result;
}

function step(desc: JoiDesc, segment: string): JoiDesc[] {
  const typed = /^\{type=(.*)\}$/.exec(segment);
  if (typed) return typeBranch(desc, typed[1]!);
  if (segment === '*')
    return variants(desc).flatMap((variant) => (variant.patterns ?? []).map((pattern) => pattern.rule));
  return variants(desc).flatMap((variant) => {
    // A renamed key (`image_url` -> `imageURL`) is accepted under its old name too.
    const target = variant.renames?.find((rename) => rename.from === segment)?.to ?? segment;
    const child = variant.keys?.[target];
    return child && !isForbidden(child) ? [child] : [];
  });
}

function resolve(desc: JoiDesc, dottedPath: string): JoiDesc[] {
  let nodes = [desc];
  for (const segment of dottedPath.split('.').filter(Boolean)) nodes = nodes.flatMap((node) => step(node, segment));
  return nodes;
}

function knownKeys(nodes: JoiDesc[]): string[] {
  const keys = new Set<string>();
  for (const node of nodes) {
    for (const variant of variants(node)) {
      for (const [key, child] of Object.entries(variant.keys ?? {})) if (!isForbidden(child)) keys.add(key);
    }
  }
  return [...keys].sort();
}

type SourceName =
  | 'siteConfig'
  | 'docsOptions'
  | 'docsFrontMatter'
  | 'blogOptions'
  | 'blogFrontMatter'
  | 'blogAuthorsFile'
  | 'pagesOptions'
  | 'pagesFrontMatter'
  | 'clientRedirectsOptions'
  | 'googleAnalyticsOptions'
  | 'gtagOptions'
  | 'tagManagerOptions'
  | 'sitemapOptions'
  | 'pwaOptions'
  | 'idealImageOptions'
  | 'vercelAnalyticsOptions'
  | 'classicThemeOptions'
  | 'themeConfig'
  | 'mermaidThemeConfig'
  | 'liveCodeblockThemeConfig'
  | 'algoliaThemeConfig'
  | 'eslintRules'
  | 'useColorMode'
  | 'logger'
  | 'cli'
  | 'pluginLifecycles'
  | 'pluginModule'
  | 'contentLoadedActions'
  | 'configureWebpackUtils'
  | 'loadContext';

const SOURCE_LABELS: Record<SourceName, string> = {
  siteConfig: '@docusaurus/core lib/server/configValidation.js ConfigSchema',
  docsOptions: '@docusaurus/plugin-content-docs lib/options.js',
  docsFrontMatter: '@docusaurus/plugin-content-docs lib/frontMatter.js DocFrontMatterSchema',
  blogOptions: '@docusaurus/plugin-content-blog lib/options.js',
  blogFrontMatter: '@docusaurus/plugin-content-blog lib/frontMatter.js',
  blogAuthorsFile: '@docusaurus/plugin-content-blog lib/authorsMap.js',
  pagesOptions: '@docusaurus/plugin-content-pages lib/options.js',
  pagesFrontMatter: '@docusaurus/plugin-content-pages lib/frontMatter.js',
  clientRedirectsOptions: '@docusaurus/plugin-client-redirects lib/options.js',
  googleAnalyticsOptions: '@docusaurus/plugin-google-analytics validateOptions',
  gtagOptions: '@docusaurus/plugin-google-gtag lib/options.js',
  tagManagerOptions: '@docusaurus/plugin-google-tag-manager validateOptions',
  sitemapOptions: '@docusaurus/plugin-sitemap lib/options.js',
  pwaOptions: '@docusaurus/plugin-pwa lib/options.js',
  idealImageOptions: '@docusaurus/plugin-ideal-image validateOptions + PluginOptions type',
  vercelAnalyticsOptions: '@docusaurus/plugin-vercel-analytics validateOptions',
  classicThemeOptions: '@docusaurus/theme-classic lib/options.js validateOptions',
  themeConfig: '@docusaurus/theme-classic lib/options.js ThemeConfigSchema',
  mermaidThemeConfig: '@docusaurus/theme-mermaid lib/validateThemeConfig.js',
  liveCodeblockThemeConfig: '@docusaurus/theme-live-codeblock lib/validateThemeConfig.js',
  algoliaThemeConfig: '@docusaurus/theme-search-algolia lib/validateThemeConfig.js',
  eslintRules: '@docusaurus/eslint-plugin rules meta.schema',
  useColorMode: '@docusaurus/theme-common useColorMode() return type',
  logger: "@docusaurus/logger's default export",
  cli: 'the CLI program of @docusaurus/core (bin/docusaurus.mjs -> createCLIProgram)',
  pluginLifecycles: 'the Plugin type of @docusaurus/types src/plugin.d.ts',
  pluginModule: 'the PluginModule type of @docusaurus/types src/plugin.d.ts',
  contentLoadedActions: 'PluginContentLoadedActions of @docusaurus/types src/plugin.d.ts',
  configureWebpackUtils: 'ConfigureWebpackUtils of @docusaurus/types src/plugin.d.ts',
  loadContext: 'LoadContext of @docusaurus/types src/context.d.ts',
};

const sourceCache = new Map<SourceName, JoiDesc | null>();

async function loadSource(name: SourceName): Promise<JoiDesc | null> {
  switch (name) {
    case 'siteConfig':
      return exportedSchema('core/lib/server/configValidation.js', 'ConfigSchema');
    case 'docsOptions':
      return schemaPassedToValidate('plugin-content-docs/lib/options.js', 'validateOptions', 'options');
    case 'docsFrontMatter':
      return exportedSchema('plugin-content-docs/lib/frontMatter.js', 'DocFrontMatterSchema');
    case 'blogOptions':
      return schemaPassedToValidate('plugin-content-blog/lib/options.js', 'validateOptions', 'options');
    case 'blogFrontMatter':
      return validatorSchema('plugin-content-blog/lib/frontMatter.js', 'validateBlogPostFrontMatter', {});
    case 'blogAuthorsFile':
      return validatorSchema('plugin-content-blog/lib/authorsMap.js', 'validateAuthorsMapInput', {});
    case 'pagesOptions':
      return schemaPassedToValidate('plugin-content-pages/lib/options.js', 'validateOptions', 'options');
    case 'pagesFrontMatter':
      return validatorSchema('plugin-content-pages/lib/frontMatter.js', 'validatePageFrontMatter', {});
    case 'clientRedirectsOptions':
      return schemaPassedToValidate('plugin-client-redirects/lib/options.js', 'validateOptions', 'options');
    case 'googleAnalyticsOptions':
      return schemaPassedToValidate('plugin-google-analytics/lib/index.js', 'validateOptions', 'options');
    case 'gtagOptions':
      return schemaPassedToValidate('plugin-google-gtag/lib/options.js', 'validateOptions', 'options');
    case 'tagManagerOptions':
      return schemaPassedToValidate('plugin-google-tag-manager/lib/index.js', 'validateOptions', 'options');
    case 'sitemapOptions':
      return schemaPassedToValidate('plugin-sitemap/lib/options.js', 'validateOptions', 'options');
    case 'pwaOptions':
      return schemaPassedToValidate('plugin-pwa/lib/options.js', 'validateOptions', 'options');
    case 'idealImageOptions':
      // Its Joi schema only declares disableInDev and passes the rest to the image loader,
      // whose options the plugin types list.
      return merge(
        schemaPassedToValidate('plugin-ideal-image/lib/index.js', 'validateOptions', 'options'),
        objectOf(typeMembers('plugin-ideal-image/src/plugin-ideal-image.d.ts', 'PluginOptions')),
      );
    case 'vercelAnalyticsOptions':
      // Not a dependency of this site: nothing installed to check the page against.
      return fs.existsSync(pkgFile('plugin-vercel-analytics/lib/options.js'))
        ? schemaPassedToValidate('plugin-vercel-analytics/lib/options.js', 'validateOptions', 'options')
        : null;
    case 'classicThemeOptions':
      return schemaPassedToValidate('theme-classic/lib/options.js', 'validateOptions', 'options');
    case 'themeConfig':
      return exportedSchema('theme-classic/lib/options.js', 'ThemeConfigSchema');
    case 'mermaidThemeConfig':
      return schemaPassedToValidate('theme-mermaid/lib/validateThemeConfig.js', 'validateThemeConfig', 'themeConfig');
    case 'liveCodeblockThemeConfig':
      return schemaPassedToValidate(
        'theme-live-codeblock/lib/validateThemeConfig.js',
        'validateThemeConfig',
        'themeConfig',
      );
    case 'algoliaThemeConfig':
      return schemaPassedToValidate(
        'theme-search-algolia/lib/validateThemeConfig.js',
        'validateThemeConfig',
        'themeConfig',
      );
    case 'eslintRules': {
      type Rule = {meta: {schema?: {properties?: Record<string, unknown>}[]}};
      const plugin = require(pkgFile('eslint-plugin/lib/index.js')) as {rules?: Record<string, Rule>};
      const rules = plugin.rules ?? (plugin as {default: {rules: Record<string, Rule>}}).default.rules;
      return {
        type: 'object',
        keys: Object.fromEntries(
          Object.entries(rules).map(([rule, {meta}]) => [
            rule,
            objectOf((meta.schema ?? []).flatMap((option) => Object.keys(option.properties ?? {}))),
          ]),
        ),
      };
    }
    case 'useColorMode':
      return objectOf(typeMembers('theme-common/lib/contexts/colorMode.d.ts', 'ContextValue'));
    case 'logger': {
      const logger = (require(pkgFile('logger/lib/index.js')) as {default: Record<string, unknown>}).default;
      return objectOf(Object.keys(logger).filter((key) => typeof logger[key] === 'function'));
    }
    case 'cli':
      return cliDesc(await cliCommands());
    case 'pluginLifecycles':
      return objectOf(typeMembers('types/src/plugin.d.ts', 'Plugin'));
    case 'pluginModule':
      return objectOf(typeMembers('types/src/plugin.d.ts', 'PluginModule'));
    case 'contentLoadedActions':
      return objectOf(typeMembers('types/src/plugin.d.ts', 'PluginContentLoadedActions'));
    case 'configureWebpackUtils':
      return objectOf(typeMembers('types/src/plugin.d.ts', 'ConfigureWebpackUtils'));
    case 'loadContext':
      return objectOf(typeMembers('types/src/context.d.ts', 'LoadContext'));
  }
}

async function source(name: SourceName): Promise<JoiDesc | null> {
  if (!sourceCache.has(name)) sourceCache.set(name, await loadSource(name));
  return sourceCache.get(name)!;
}

// ---------------------------------------------------------------------------------------
// What each reference page documents, and where it is checked

type Check = {
  source: SourceName;
  base?: string;
  /** Another place that declares the same names (a second schema, or a type). */
  also?: {source: SourceName; base?: string} | {file: string; type: string};
  /** A table of options newer than the versioned docs: only Canary's copy of the page has it. */
  canaryOnly?: boolean;
};
type PageSpec = {
  page: string;
  /** Tables by APITable name, or `#heading-id` for an unnamed one. */
  tables?: Record<string, Check>;
  /** Code headings (`### \`name\``) of a level, in the given sections or anywhere. */
  headings?: {level: number; sections?: string[]; check: Check}[];
  /** Bulleted `name(...)` items of a section. */
  bullets?: {section: string; check: Check}[];
};

/** APITables that name things no installed package declares, on purpose. */
const NOT_CHECKED: Record<string, string> = {
  'migration/v2/migration-manual.mdx updated': 'lists Docusaurus v1 fields, which v2 removed or renamed',
};

const navbarItem = (type: string): Check => ({
  source: 'themeConfig',
  base: `navbar.items.{type=${type}}`,
});

const PAGES: PageSpec[] = [
  {
    page: 'api/docusaurus.config.js.mdx',
    headings: [{level: 3, sections: ['required-fields', 'optional-fields'], check: {source: 'siteConfig'}}],
    tables: {
      i18n: {source: 'siteConfig', base: 'i18n'},
      localeConfigs: {source: 'siteConfig', base: 'i18n.localeConfigs.*'},
      markdown: {source: 'siteConfig', base: 'markdown'},
      future: {source: 'siteConfig', base: 'future', canaryOnly: true},
      'future-v4': {source: 'siteConfig', base: 'future.v4', canaryOnly: true},
      'future-faster': {source: 'siteConfig', base: 'future.faster', canaryOnly: true},
      storage: {source: 'siteConfig', base: 'storage', canaryOnly: true},
    },
  },
  {
    page: 'api/plugins/plugin-content-docs.mdx',
    tables: {
      '#configuration': {source: 'docsOptions'},
      version: {source: 'docsOptions', base: 'versions.*'},
      '#markdown-front-matter': {source: 'docsFrontMatter'},
    },
  },
  {
    page: 'guides/docs/docs-create-doc.mdx',
    tables: {'front-matter': {source: 'docsFrontMatter'}},
  },
  {
    page: 'api/plugins/plugin-content-blog.mdx',
    tables: {
      '#configuration': {source: 'blogOptions'},
      '#markdown-front-matter': {source: 'blogFrontMatter'},
      // An author is written inline in front matter or in the authors file.
      author: {source: 'blogFrontMatter', base: 'authors', also: {source: 'blogAuthorsFile', base: '*'}},
    },
  },
  {
    page: 'api/plugins/plugin-content-pages.mdx',
    tables: {
      '#configuration': {source: 'pagesOptions'},
      '#markdown-front-matter': {source: 'pagesFrontMatter'},
    },
  },
  {page: 'api/plugins/plugin-client-redirects.mdx', tables: {'#configuration': {source: 'clientRedirectsOptions'}}},
  {page: 'api/plugins/plugin-google-analytics.mdx', tables: {'#configuration': {source: 'googleAnalyticsOptions'}}},
  {page: 'api/plugins/plugin-google-gtag.mdx', tables: {'#configuration': {source: 'gtagOptions'}}},
  {page: 'api/plugins/plugin-google-tag-manager.mdx', tables: {'#configuration': {source: 'tagManagerOptions'}}},
  {page: 'api/plugins/plugin-sitemap.mdx', tables: {'#configuration': {source: 'sitemapOptions'}}},
  {page: 'api/plugins/plugin-ideal-image.mdx', tables: {'#configuration': {source: 'idealImageOptions'}}},
  {page: 'api/plugins/plugin-vercel-analytics.mdx', tables: {'#configuration': {source: 'vercelAnalyticsOptions'}}},
  {page: 'api/plugins/plugin-pwa.mdx', headings: [{level: 3, sections: ['options'], check: {source: 'pwaOptions'}}]},
  {page: 'api/themes/theme-classic.mdx', tables: {'#configuration': {source: 'classicThemeOptions'}}},
  {
    page: 'api/themes/theme-configuration.mdx',
    tables: {
      docs: {source: 'themeConfig'},
      colorMode: {source: 'themeConfig', base: 'colorMode'},
      image: {source: 'themeConfig'},
      metadata: {source: 'themeConfig'},
      announcementBar: {source: 'themeConfig', base: 'announcementBar'},
      navbar: {source: 'themeConfig', base: 'navbar'},
      logo: {source: 'themeConfig', base: 'navbar.logo'},
      'navbar-link': navbarItem(''),
      'navbar-dropdown': navbarItem('dropdown'),
      'navbar-doc-link': navbarItem('doc'),
      'navbar-doc-sidebar': navbarItem('docSidebar'),
      'navbar-docs-version-dropdown': navbarItem('docsVersionDropdown'),
      'navbar-docs-version': navbarItem('docsVersion'),
      'navbar-locale-dropdown': navbarItem('localeDropdown'),
      'navbar-search': navbarItem('search'),
      'navbar-html': navbarItem('html'),
      prism: {source: 'themeConfig', base: 'prism'},
      footer: {source: 'themeConfig', base: 'footer'},
      'footer-column': {source: 'themeConfig', base: 'footer.links'},
      // The footer link schema lets unknown attributes through to the <a>; the link
      // component reads prependBaseUrlToHref, declared in theme-common's FooterLinkItem.
      'footer-link': {
        source: 'themeConfig',
        base: 'footer.links.items',
        also: {file: 'theme-common/lib/utils/useThemeConfig.d.ts', type: 'FooterLinkItem'},
      },
      tableOfContents: {source: 'themeConfig'},
      useColorMode: {source: 'useColorMode'},
    },
  },
  {page: 'api/themes/theme-mermaid.mdx', tables: {'#configuration': {source: 'mermaidThemeConfig', base: 'mermaid'}}},
  {
    page: 'api/themes/theme-live-codeblock.mdx',
    tables: {'#configuration': {source: 'liveCodeblockThemeConfig', base: 'liveCodeBlock'}},
  },
  // The theme-search-algolia page sends readers to the search guide for the options table.
  {page: 'search.mdx', tables: {'#connecting-algolia': {source: 'algoliaThemeConfig', base: 'algolia'}}},
  {
    page: 'api/misc/eslint-plugin/no-html-links.mdx',
    tables: {'#configuration': {source: 'eslintRules', base: 'no-html-links'}},
  },
  {
    page: 'api/misc/eslint-plugin/no-untranslated-text.mdx',
    tables: {'#configuration': {source: 'eslintRules', base: 'no-untranslated-text'}},
  },
  {
    page: 'api/misc/logger/logger.mdx',
    tables: {formatters: {source: 'logger'}, printers: {source: 'logger'}, utilities: {source: 'logger'}},
  },
  {
    page: 'cli.mdx',
    tables: Object.fromEntries(
      ['start', 'build', 'swizzle', 'deploy', 'serve', 'write-translations', 'write-heading-ids'].map((command) => [
        command,
        {source: 'cli', base: command} satisfies Check,
      ]),
    ),
  },
  {
    page: 'api/plugin-methods/README.mdx',
    tables: {'#context': {source: 'loadContext'}},
  },
  {
    page: 'api/plugin-methods/lifecycle-apis.mdx',
    headings: [
      {level: 2, check: {source: 'pluginLifecycles'}},
      {level: 4, sections: ['actions'], check: {source: 'contentLoadedActions'}},
    ],
    bullets: [{section: 'utils', check: {source: 'configureWebpackUtils'}}],
  },
  {
    page: 'api/plugin-methods/extend-infrastructure.mdx',
    // getSwizzleComponentList is documented here as a static method of the plugin module.
    headings: [
      {level: 2, check: {source: 'pluginLifecycles', also: {file: 'types/src/plugin.d.ts', type: 'PluginModule'}}},
    ],
  },
  {page: 'api/plugin-methods/i18n-lifecycles.mdx', headings: [{level: 2, check: {source: 'pluginLifecycles'}}]},
  {page: 'api/plugin-methods/static-methods.mdx', headings: [{level: 2, check: {source: 'pluginModule'}}]},
];

// ---------------------------------------------------------------------------------------
// Checking

type Documented = {name: string; line: number; where: string};
type Result = {checked: number; problems: string[]; notInstalled?: string};

async function checkNames(pagePath: string, check: Check, documented: Documented[]): Promise<Result> {
  const desc = await source(check.source);
  if (!desc) {
    return {checked: 0, problems: [], notInstalled: SOURCE_LABELS[check.source]};
  }
  const bases = resolve(desc, check.base ?? '');
  assert.ok(bases.length > 0, `${SOURCE_LABELS[check.source]} has no ${check.base}`);
  let label = `${SOURCE_LABELS[check.source]}${check.base ? ` at ${check.base}` : ''}`;
  if (check.also && 'file' in check.also) {
    bases.push(objectOf(typeMembers(check.also.file, check.also.type)));
    label += ` or the type ${check.also.type}`;
  } else if (check.also) {
    const other = resolve((await source(check.also.source))!, check.also.base ?? '');
    assert.ok(other.length > 0, `${SOURCE_LABELS[check.also.source]} has no ${check.also.base}`);
    bases.push(...other);
    label += ` or ${SOURCE_LABELS[check.also.source]}`;
  }
  const problems: string[] = [];
  for (const {name, line, where} of documented) {
    if (!bases.some((node) => resolve(node, name).length > 0)) {
      problems.push(
        `${pagePath}:${line} (${where}) documents \`${name}\`, which ${label} does not declare. ` +
          `Declared: ${knownKeys(bases).join(', ')}`,
      );
    }
  }
  return {checked: documented.length, problems};
}

async function checkPage(versionDir: string, spec: PageSpec): Promise<Result | null> {
  const file = path.join(siteDir, versionDir, spec.page);
  if (!fs.existsSync(file)) return null;
  const pagePath = path.join(versionDir, spec.page);
  const page = readPage(file);
  const tables = readTables(page);
  const results: Result[] = [];
  for (const [key, check] of Object.entries(spec.tables ?? {})) {
    const matching = tables.filter((table) => table.key === key);
    if (matching.length === 0) {
      if (check.canaryOnly && versionDir !== 'docs') continue;
      results.push({checked: 0, problems: [`${pagePath}: no table ${key} any more; update the PAGES list`]});
      continue;
    }
    const documented = matching.flatMap((table) =>
      table.rows.flatMap((row) => row.names.map((name) => ({name, line: row.line, where: `table ${key}`}))),
    );
    const emptyRows = matching.flatMap((table) => table.rows.filter((row) => row.names.length === 0));
    results.push(await checkNames(pagePath, check, documented));
    for (const row of emptyRows) {
      results.push({checked: 0, problems: [`${pagePath}:${row.line} (table ${key}) has a row without a \`name\``]});
    }
  }
  for (const {level, sections, check} of spec.headings ?? []) {
    const headings = codeHeadings(page, level, sections);
    if (headings.length === 0) {
      results.push({checked: 0, problems: [`${pagePath}: no level-${level} code headings any more`]});
      continue;
    }
    const documented = headings.map(({name, line}) => ({name, line, where: `heading h${level}`}));
    results.push(await checkNames(pagePath, check, documented));
  }
  for (const {section, check} of spec.bullets ?? []) {
    const documented = sectionLines(page, section).flatMap(({text, line}) => {
      const match = /^\s*[-*]\s+`([A-Za-z_$][\w$]*)\(/.exec(text);
      return match ? [{name: match[1]!, line, where: `list of ${section}`}] : [];
    });
    if (documented.length === 0) results.push({checked: 0, problems: [`${pagePath}: no list in section ${section}`]});
    else results.push(await checkNames(pagePath, check, documented));
  }
  return {
    checked: results.reduce((sum, result) => sum + result.checked, 0),
    problems: results.flatMap((result) => result.problems),
    notInstalled: results.find((result) => result.notInstalled)?.notInstalled,
  };
}

/** The CLI page: each command heading names an existing command and its positional arguments. */
async function checkCliHeadings(versionDir: string): Promise<Result> {
  const pagePath = path.join(versionDir, 'cli.mdx');
  const page = readPage(path.join(siteDir, pagePath));
  const commands = await cliCommands();
  const problems: string[] = [];
  let checked = 0;
  for (const heading of page.headings) {
    const match = heading.code ? /^docusaurus\s+([\w:-]+)(.*)$/.exec(heading.code) : null;
    if (!match) continue;
    const command = commands.get(match[1]!);
    checked += 1;
    if (!command) {
      problems.push(
        `${pagePath}:${heading.line} documents the command \`docusaurus ${match[1]}\`, which the CLI lacks`,
      );
      continue;
    }
    for (const arg of [...match[2]!.matchAll(/[[<]([\w.]+)[\]>]/g)].map((m) => m[1]!.replace(/\.\.\.$/, ''))) {
      checked += 1;
      if (!command.args.includes(arg)) {
        problems.push(
          `${pagePath}:${heading.line} documents the argument [${arg}] of \`docusaurus ${match[1]}\`; ` +
            `the CLI declares: ${command.args.join(', ')}`,
        );
      }
    }
  }
  return {checked, problems};
}

/** Command lines in shell samples of any page: `docusaurus <command> --flag` must exist. */
async function checkCommandLines(versionDir: string): Promise<Result & {pages: Record<string, number>}> {
  const commands = await cliCommands();
  const problems: string[] = [];
  const pages: Record<string, number> = {};
  let checked = 0;
  const root = path.join(siteDir, versionDir);
  for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file)) continue;
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      // `yarn create docusaurus` runs create-docusaurus, not this CLI.
      for (const match of text.matchAll(/(?:^|[\s`"'(])(?<!create\s)docusaurus\s+([a-z][\w:-]*)([^`"'|;&)\n]*)/g)) {
        const name = match[1]!;
        // Plugin commands (docs:version...) come from extendCli, outside the core CLI.
        if (name.includes(':')) continue;
        const command = commands.get(name);
        const flags = [...match[2]!.matchAll(/(?:^|\s)(--?[a-zA-Z][\w-]*)/g)].map((flag) => flag[1]!);
        if (!command) {
          // Prose such as "docusaurus build and serve" names commands too; only flagged lines are claims.
          if (flags.length > 0 || /^(?:npx|yarn|pnpm|npm)\b/.test(text.trim())) {
            problems.push(`${versionDir}/${file}:${index + 1} runs \`docusaurus ${name}\`, which the CLI lacks`);
          }
          continue;
        }
        for (const flag of flags) {
          checked += 1;
          pages[file] = (pages[file] ?? 0) + 1;
          if (!command.flags.has(flag)) {
            problems.push(
              `${versionDir}/${file}:${index + 1} passes ${flag} to \`docusaurus ${name}\`, which lacks it`,
            );
          }
        }
      }
    });
  }
  return {checked, problems, pages};
}

/** The client API page: each documented component, hook, function or module is importable. */
function checkClientApi(versionDir: string): Result {
  const pagePath = path.join(versionDir, 'docusaurus-core.mdx');
  const page = readPage(path.join(siteDir, pagePath));
  const aliases = ts.createSourceFile(
    'index.d.ts',
    fs.readFileSync(pkgFile('module-type-aliases/src/index.d.ts'), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const modules = new Map<string, {defaultExport: boolean; named: Set<string>}>();
  for (const statement of aliases.statements) {
    if (!ts.isModuleDeclaration(statement) || !ts.isStringLiteral(statement.name)) continue;
    const exports = {defaultExport: false, named: new Set<string>()};
    const body = statement.body && ts.isModuleBlock(statement.body) ? statement.body.statements : [];
    for (const node of body) {
      const modifiers = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : [];
      const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isExportAssignment(node) || (exported && isDefault)) exports.defaultExport = true;
      else if (exported && (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
        exports.named.add(node.name.text);
      } else if (exported && ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) exports.named.add(declaration.name.text);
        }
      } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) exports.named.add(element.name.text);
      }
    }
    modules.set(statement.name.text, exports);
  }
  const problems: string[] = [];
  let checked = 0;
  const sections = ['components', 'hooks', 'functions', 'modules'];
  for (const heading of codeHeadings(page, 3, sections)) {
    checked += 1;
    // The section's samples show where the name comes from.
    const start = page.lines.findIndex((_line, index) => index + 1 === heading.line);
    const next = page.headings.find((other) => other.line > heading.line && other.level <= 3);
    const section = page.lines.slice(start, next ? next.line - 1 : undefined).join('\n');
    const imports = [
      ...section.matchAll(/import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+'(@docusaurus\/[^']+)'/g),
    ].flatMap((match) => [
      ...(match[1] ? [{name: match[1], module: match[3]!, kind: 'default' as const}] : []),
      ...(match[2] ?? '')
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0]!)
        .filter(Boolean)
        .map((name) => ({name, module: match[3]!, kind: 'named' as const})),
    ]);
    // A heading naming a module (`constants`) documents the module itself.
    const source =
      imports.find((entry) => entry.name === heading.name) ??
      imports
        .filter((entry) => entry.module === `@docusaurus/${heading.name}`)
        .map((entry) => ({...entry, kind: 'module' as const}))[0];
    if (!source) {
      problems.push(`${pagePath}:${heading.line} documents \`${heading.name}\` but shows no import of it`);
      continue;
    }
    const declared = modules.get(source.module);
    const exportFile = pkgFile(`core/lib/client/exports/${source.module.replace('@docusaurus/', '')}.js`);
    if (!declared) {
      problems.push(`${pagePath}:${heading.line} imports ${source.module}, which module-type-aliases does not declare`);
    } else if (!fs.existsSync(exportFile)) {
      problems.push(`${pagePath}:${heading.line} imports ${source.module}, which @docusaurus/core does not provide`);
    } else if (
      source.kind !== 'module' &&
      (source.kind === 'default' ? !declared.defaultExport : !declared.named.has(source.name))
    ) {
      problems.push(
        `${pagePath}:${heading.line} imports ${source.kind === 'default' ? 'a default export' : `{${source.name}}`} ` +
          `from ${source.module}, which exports ${[...declared.named].join(', ') || 'no named export'}` +
          `${declared.defaultExport ? ' and a default export' : ''}`,
      );
    }
  }
  return {checked, problems};
}

// ---------------------------------------------------------------------------------------
// Config samples: the options written in `docusaurus.config.js` samples exist too

const PLUGIN_SOURCES: Record<string, SourceName> = {
  '@docusaurus/plugin-content-docs': 'docsOptions',
  '@docusaurus/plugin-content-blog': 'blogOptions',
  '@docusaurus/plugin-content-pages': 'pagesOptions',
  '@docusaurus/plugin-client-redirects': 'clientRedirectsOptions',
  '@docusaurus/plugin-google-analytics': 'googleAnalyticsOptions',
  '@docusaurus/plugin-google-gtag': 'gtagOptions',
  '@docusaurus/plugin-google-tag-manager': 'tagManagerOptions',
  '@docusaurus/plugin-sitemap': 'sitemapOptions',
  '@docusaurus/plugin-pwa': 'pwaOptions',
  '@docusaurus/plugin-ideal-image': 'idealImageOptions',
  '@docusaurus/plugin-vercel-analytics': 'vercelAnalyticsOptions',
  '@docusaurus/theme-classic': 'classicThemeOptions',
};

/** The keys preset-classic takes (lib/index.js), and the plugin each one configures. */
const CLASSIC_PRESET: Record<string, SourceName | null> = {
  docs: 'docsOptions',
  blog: 'blogOptions',
  pages: 'pagesOptions',
  theme: 'classicThemeOptions',
  sitemap: 'sitemapOptions',
  gtag: 'gtagOptions',
  googleAnalytics: 'googleAnalyticsOptions',
  googleTagManager: 'tagManagerOptions',
  debug: null,
  svgr: null,
};

const propertyName = (node: ts.ObjectLiteralElementLike): string | null =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : null;

const isFreeForm = (desc: JoiDesc): boolean =>
  desc.type !== 'object' || (!desc.keys && !desc.patterns?.length && !desc.whens?.length);
const allowsUnknown = (desc: JoiDesc): boolean => (desc.flags as {unknown?: boolean} | undefined)?.unknown === true;

const footerLinkKeys = (): string[] => typeMembers('theme-common/lib/utils/useThemeConfig.d.ts', 'FooterLinkItem');

const isHtmlAttribute = (name: string): boolean =>
  /^(?:aria-|data-)/.test(name) ||
  ['target', 'rel', 'title', 'style', 'download', 'hrefLang', 'lang', 'role'].includes(name);

/** Walks an object literal of a sample along a schema; reports keys the schema does not declare. */
function walkLiteral(
  literal: ts.ObjectLiteralExpression,
  nodes: JoiDesc[],
  where: string,
  report: (node: ts.Node, message: string) => void,
  /** Keys this level does not declare are someone else's (a third-party theme's themeConfig). */
  othersAllowed = false,
): number {
  const objects = nodes.flatMap((node) => variants(node)).filter((variant) => variant.type === 'object');
  if (objects.length === 0 || objects.some(isFreeForm)) return 0;
  let checked = 0;
  for (const property of literal.properties) {
    const name = propertyName(property);
    if (name === null) continue;
    checked += 1;
    const children = objects.flatMap((object) =>
      object.patterns?.length ? object.patterns.map((pattern) => pattern.rule) : step(object, name),
    );
    if (children.length === 0) {
      // Navbar items and footer links let unknown keys through to the rendered <a> (target,
      // rel, aria-*...); elsewhere (algolia, searchParameters) they go to a library.
      const passedThrough =
        objects.some(allowsUnknown) &&
        (!/navbar\.items|footer\.links/.test(where) ||
          isHtmlAttribute(name) ||
          // The footer link component reads prependBaseUrlToHref (theme-common's FooterLinkItem).
          (/footer\.links/.test(where) && footerLinkKeys().includes(name)));
      if (!othersAllowed && !passedThrough) {
        report(property, `\`${where}.${name}\` is not declared. Declared: ${knownKeys(objects).join(', ')}`);
      }
      continue;
    }
    if (ts.isPropertyAssignment(property))
      checked += walkValue(property.initializer, children, `${where}.${name}`, report);
  }
  return checked;
}

function walkValue(
  value: ts.Expression,
  nodes: JoiDesc[],
  where: string,
  report: (node: ts.Node, message: string) => void,
): number {
  if (ts.isObjectLiteralExpression(value)) return walkLiteral(value, nodes, where, report);
  if (!ts.isArrayLiteralExpression(value)) return 0;
  let checked = 0;
  for (const element of value.elements) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    // Navbar items: the `type` of an item picks its schema.
    const typeProperty = element.properties.find(
      (property): property is ts.PropertyAssignment =>
        ts.isPropertyAssignment(property) && propertyName(property) === 'type',
    );
    const typed = nodes.flatMap((node) => typeBranch(node, ''));
    if (typed.length > 0) {
      const type = typeProperty && ts.isStringLiteral(typeProperty.initializer) ? typeProperty.initializer.text : '';
      const branch = nodes.flatMap((node) => typeBranch(node, type));
      if (branch.length === 0 && !type.startsWith('custom-')) {
        report(element, `\`${where}[]\` has type '${type}', which the schema does not know`);
        continue;
      }
      if (branch.length > 0) checked += walkLiteral(element, branch, `${where}[]`, report);
    } else {
      checked += walkLiteral(element, nodes, `${where}[]`, report);
    }
  }
  return checked;
}

/** `[name, {options}]` tuples of `plugins`, `themes` and `presets`. */
function pluginTuples(value: ts.Expression): {name: string; options: ts.ObjectLiteralExpression}[] {
  if (!ts.isArrayLiteralExpression(value)) return [];
  return value.elements.flatMap((element) => {
    if (!ts.isArrayLiteralExpression(element)) return [];
    const [name, options] = element.elements;
    return name && ts.isStringLiteral(name) && options && ts.isObjectLiteralExpression(options)
      ? [{name: name.text, options}]
      : [];
  });
}

const CONFIG_KEYS = ['title', 'url', 'baseUrl', 'presets', 'themeConfig', 'plugins', 'themes', 'i18n', 'markdown'];

/** Checks the config options written in one JS/TS sample; returns the count and the problems. */
async function checkConfigSample(
  code: string,
): Promise<{checked: number; problems: {line: number; message: string}[]}> {
  await Promise.all(
    [...new Set([...Object.values(PLUGIN_SOURCES), ...Object.values(CLASSIC_PRESET)])]
      .filter((name): name is SourceName => name !== null)
      .map((name) => source(name)),
  );
  const [siteConfig, themeConfig, algolia, mermaid, live] = await Promise.all([
    source('siteConfig'),
    source('themeConfig'),
    source('algoliaThemeConfig'),
    source('mermaidThemeConfig'),
    source('liveCodeblockThemeConfig'),
  ]);
  const themeConfigs = [themeConfig!, algolia!, mermaid!, live!];
  const problems: {line: number; message: string}[] = [];
  let checked = 0;
  // A theme from outside @docusaurus reads its own key of themeConfig.
  const thirdPartyTheme = /themes:\s*\[[^\]]*'(?!@docusaurus\/)[^'.][^']*'/.test(code);
  const sourceFile = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node: ts.Node, message: string): void => {
    problems.push({line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, message});
  };
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map(propertyName);
      // The site config object itself: unknown top-level fields stop the site.
      if (names.filter((name) => name !== null && CONFIG_KEYS.includes(name)).length >= 2) {
        for (const property of node.properties) {
          const name = propertyName(property);
          if (name === null || ['themeConfig', 'presets', 'plugins', 'themes'].includes(name)) continue;
          checked += 1;
          if (resolve(siteConfig!, name).length === 0) report(property, `site config field \`${name}\` does not exist`);
          else if (ts.isPropertyAssignment(property)) {
            checked += walkValue(property.initializer, resolve(siteConfig!, name), name, report);
          }
        }
      }
    }
    if (ts.isPropertyAssignment(node) && propertyName(node) === 'themeConfig') {
      if (ts.isObjectLiteralExpression(node.initializer)) {
        checked += walkLiteral(node.initializer, themeConfigs, 'themeConfig', report, thirdPartyTheme);
      }
    }
    if (ts.isPropertyAssignment(node) && ['plugins', 'themes', 'presets'].includes(propertyName(node) ?? '')) {
      for (const {name, options} of pluginTuples(node.initializer)) {
        if (name === 'classic' || name === '@docusaurus/preset-classic') {
          for (const property of options.properties) {
            const key = propertyName(property);
            if (key === null) continue;
            checked += 1;
            if (!(key in CLASSIC_PRESET)) {
              report(property, `preset-classic has no \`${key}\` option`);
              continue;
            }
            const sourceName = CLASSIC_PRESET[key];
            const desc = sourceName ? (sourceCache.get(sourceName) ?? null) : null;
            if (desc && ts.isPropertyAssignment(property)) {
              checked += walkValue(property.initializer, [withId(desc)], `${name}.${key}`, report);
            }
          }
        } else if (PLUGIN_SOURCES[name]) {
          const desc = sourceCache.get(PLUGIN_SOURCES[name]!);
          if (desc) checked += walkLiteral(options, [withId(desc)], name, report);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return {checked, problems};
}

async function checkConfigSamples(versionDir: string): Promise<Result & {samples: number}> {
  const problems: string[] = [];
  let checked = 0;
  let samples = 0;
  const root = path.join(siteDir, versionDir);
  for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).sort()) {
    if (!/\.mdx?$/.test(file)) continue;
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    for (let index = 0; index < lines.length; index += 1) {
      const open = /^(\s*)(`{3,})(js|jsx|ts|tsx)\b/.exec(lines[index]!);
      if (!open) continue;
      const start = index;
      const body: string[] = [];
      for (index += 1; index < lines.length && lines[index]!.trim() !== open[2]; index += 1) {
        body.push(lines[index]!.slice(open[1]!.length));
      }
      const code = body.join('\n');
      if (!/themeConfig|presets|plugins|themes|baseUrl/.test(code)) continue;
      // The Docusaurus v1 config, quoted by the migration guide, is not a v3 config.
      if (/title="[^"]*siteConfig\.js"/.test(lines[start]!)) continue;
      const result = await checkConfigSample(code);
      if (result.checked > 0) samples += 1;
      checked += result.checked;
      for (const {line, message} of result.problems) {
        problems.push(`${versionDir}/${file}:${start + 1 + line} (sample of line ${start + 1}): ${message}`);
      }
    }
  }
  return {checked, problems, samples};
}

/** The core adds `id` to every plugin's schema (normalizePluginOptions). */
function withId(desc: JoiDesc): JoiDesc {
  return merge(desc, objectOf(['id']));
}

// ---------------------------------------------------------------------------------------
// Tests

const totals = new Map<string, number>();
const count = (version: string, checked: number): void => {
  totals.set(version, (totals.get(version) ?? 0) + checked);
};

after(() => {
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `documented names checked: ${[...totals].map(([version, n]) => `${version} ${n}`).join(', ')}; total ${all}`,
  );
});

describe('the name checker', () => {
  it('accepts declared names and rejects typos, removed and forbidden keys', async () => {
    const config = (await source('siteConfig'))!;
    assert.ok(resolve(config, 'baseUrl').length > 0);
    assert.equal(resolve(config, 'baseURL').length, 0, 'a typo of a site config field');
    assert.ok(resolve(config, 'i18n.localeConfigs.*.htmlLang').length > 0);
    const themeConfig = (await source('themeConfig'))!;
    assert.ok(resolve(themeConfig, 'navbar.hideOnScroll').length > 0);
    assert.ok(resolve(themeConfig, 'docs.sidebar.hideable').length > 0);
    assert.equal(resolve(themeConfig, 'hideableSidebar').length, 0, 'a key the schema forbids (moved)');
    assert.equal(resolve(themeConfig, 'navbar.links').length, 0, 'a key the schema forbids (renamed)');
    assert.equal(resolve(themeConfig, 'navbar.hideOnScrol').length, 0);
    assert.ok(resolve(themeConfig, 'navbar.items.{type=doc}.docId').length > 0);
    assert.equal(resolve(themeConfig, 'navbar.items.{type=html}.docId').length, 0, 'a key of another item type');
    const blog = (await source('blogOptions'))!;
    assert.ok(resolve(blog, 'feedOptions.type').length > 0);
    assert.equal(resolve(blog, 'feedOptions.kind').length, 0);
    const cli = (await source('cli'))!;
    assert.ok(resolve(cli, 'build.--out-dir').length > 0);
    assert.equal(resolve(cli, 'build.--port').length, 0, 'a flag of another command');
  });

  it('finds unknown options in config samples, nested ones and per navbar item type', async () => {
    const {checked, problems} = await checkConfigSample(`export default {
  title: 'Acme',
  url: 'https://acme.dev',
  baseURL: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js', sidebarPaths: 'x'}, blogs: {}}]],
  plugins: [['@docusaurus/plugin-pwa', {id: 'pwa', debug: true, offlineMode: true}]],
  themeConfig: {
    navbar: {
      hideOnScroll: true,
      items: [{type: 'doc', docId: 'intro', sidebarId: 'api'}, {type: 'default', to: '/'}, {to: '/blog', target: '_self'}],
    },
    footer: {links: [{title: 'Docs', items: [{label: 'Intro', to: '/docs/', prependBaseUrlToHref: true}]}]},
    algolia: {appId: 'a', apiKey: 'b', indexName: 'c', replaceSearchResultPathname: {from: '/docs/', too: '/'}},
  },
};`);
    assert.deepEqual(
      problems.map((problem) => problem.message.replace(/\. Declared: .*$/, '')),
      [
        'site config field `baseURL` does not exist',
        '`classic.docs.sidebarPaths` is not declared',
        'preset-classic has no `blogs` option',
        '`@docusaurus/plugin-pwa.offlineMode` is not declared',
        '`themeConfig.navbar.items[].sidebarId` is not declared',
        "`themeConfig.navbar.items[]` has type 'default', which the schema does not know",
        '`themeConfig.algolia.replaceSearchResultPathname.too` is not declared',
      ],
    );
    assert.ok(checked > 15);
  });
});

for (const version of VERSIONS) {
  describe(`documented names exist in the installed packages (${version.label}, ${version.dir}/)`, () => {
    for (const spec of PAGES) {
      it(`every name documented on ${spec.page} exists`, async (t) => {
        const result = await checkPage(version.dir, spec);
        if (!result) {
          t.skip(`${spec.page} does not exist in ${version.label}`);
          return;
        }
        if (result.checked === 0 && result.notInstalled) {
          // plugin-vercel-analytics is not a dependency of the site: nothing to compare with.
          t.skip(`${result.notInstalled} is not installed`);
          return;
        }
        console.log(`  ${version.label} ${spec.page}: ${result.checked} documented names checked`);
        count(version.label, result.checked);
        assert.ok(result.checked > 0, `nothing found to check on ${spec.page}`);
        assert.deepEqual(result.problems, [], `\n${result.problems.join('\n')}`);
      });
    }

    it('the CLI page documents existing commands and arguments', async () => {
      const result = await checkCliHeadings(version.dir);
      console.log(`  ${version.label} cli.mdx headings: ${result.checked} commands and arguments checked`);
      count(version.label, result.checked);
      assert.ok(result.checked >= 8);
      assert.deepEqual(result.problems, [], `\n${result.problems.join('\n')}`);
    });

    it('every docusaurus command line shown in the docs uses existing flags', async () => {
      const result = await checkCommandLines(version.dir);
      console.log(
        `  ${version.label} command lines: ${result.checked} flags checked in ${Object.keys(result.pages).length} pages`,
      );
      count(version.label, result.checked);
      assert.ok(result.checked > 0);
      assert.deepEqual(result.problems, [], `\n${result.problems.join('\n')}`);
    });

    it('the client API page documents importable components, hooks and modules', () => {
      const result = checkClientApi(version.dir);
      console.log(`  ${version.label} docusaurus-core.mdx: ${result.checked} client APIs checked`);
      count(version.label, result.checked);
      assert.ok(result.checked >= 15);
      assert.deepEqual(result.problems, [], `\n${result.problems.join('\n')}`);
    });

    it('the options written in config samples exist', async () => {
      const result = await checkConfigSamples(version.dir);
      console.log(`  ${version.label} config samples: ${result.checked} options checked in ${result.samples} samples`);
      count(version.label, result.checked);
      assert.ok(result.samples > 20);
      assert.deepEqual(result.problems, [], `\n${result.problems.join('\n')}`);
    });

    it('every APITable of the docs is checked against a package, or exempt with a reason', () => {
      const root = path.join(siteDir, version.dir);
      const unchecked: string[] = [];
      for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
        if (!/\.mdx?$/.test(file)) continue;
        const spec = PAGES.find((candidate) => candidate.page === file);
        for (const table of readTables(readPage(path.join(root, file)))) {
          if (!table.apiTable) continue;
          if (spec?.tables?.[table.key] || NOT_CHECKED[`${file} ${table.key}`]) continue;
          unchecked.push(`${version.dir}/${file}:${table.line} APITable ${table.key}`);
        }
      }
      assert.deepEqual(unchecked, [], 'APITables that no check covers: add them to PAGES');
    });
  });
}

// ---------------------------------------------------------------------------------------
// The other direction: Canary documents every option the installed packages accept

/** The packages whose every option Canary's reference pages must document. */
const COVERED_SOURCES: SourceName[] = [
  'siteConfig',
  'docsOptions',
  'docsFrontMatter',
  'blogOptions',
  'blogFrontMatter',
  'blogAuthorsFile',
  'pagesOptions',
  'pagesFrontMatter',
  'clientRedirectsOptions',
  'sitemapOptions',
  'pwaOptions',
  'idealImageOptions',
  'classicThemeOptions',
  'themeConfig',
  'cli',
];

/**
 * Objects whose keys must be documented although no table of a page is rooted at them: their
 * keys are documented as dotted names (`future.v4.removeLegacyPostBuildHeadAttribute`) in the
 * table or section of their parent.
 */
const NESTED_BASES: Partial<Record<SourceName, string[]>> = {
  siteConfig: ['future', 'future.v4', 'future.faster', 'storage', 'markdown.hooks', 'markdown.anchors'],
  blogOptions: ['feedOptions', 'feedOptions.xslt'],
};

/**
 * Accepted keys that the reference pages leave out on purpose, each with its reason. Keyed by
 * `<source> <absolute dotted path>`.
 */
const UNDOCUMENTED: Record<string, string> = {};

/** Every documented name of Canary's reference pages, as absolute dotted paths per source. */
function documentedPaths(): Map<SourceName, Set<string>> {
  const paths = new Map<SourceName, Set<string>>();
  const add = (check: Check, name: string): void => {
    const absolute = check.base ? `${check.base}.${name}` : name;
    const set = paths.get(check.source) ?? new Set<string>();
    // A dotted name documents its parents too.
    const segments = absolute.split('.');
    for (let end = 1; end <= segments.length; end += 1) set.add(segments.slice(0, end).join('.'));
    paths.set(check.source, set);
  };
  for (const spec of PAGES) {
    const file = path.join(siteDir, 'docs', spec.page);
    if (!fs.existsSync(file)) continue;
    const page = readPage(file);
    const tables = readTables(page);
    for (const [key, check] of Object.entries(spec.tables ?? {})) {
      for (const table of tables.filter((candidate) => candidate.key === key)) {
        for (const row of table.rows) for (const name of row.names) add(check, name);
      }
    }
    for (const {level, sections, check} of spec.headings ?? []) {
      for (const {name} of codeHeadings(page, level, sections)) add(check, name);
    }
  }
  return paths;
}

/** The bases a source is documented at on Canary (its tables and headings), and the nested ones. */
function basesOf(name: SourceName): string[] {
  const bases = new Set<string>(NESTED_BASES[name] ?? []);
  for (const spec of PAGES) {
    const checks = [...Object.values(spec.tables ?? {}), ...(spec.headings ?? []).map((heading) => heading.check)];
    for (const check of checks) if (check.source === name) bases.add(check.base ?? '');
  }
  return [...bases];
}

describe('Canary documents every option of the installed packages', () => {
  const documented = documentedPaths();
  const coverage: string[] = [];
  for (const name of COVERED_SOURCES) {
    it(`every key of ${SOURCE_LABELS[name]} is documented`, async () => {
      const desc = (await source(name))!;
      const missing: string[] = [];
      let declared = 0;
      for (const base of basesOf(name)) {
        for (const key of knownKeys(resolve(desc, base))) {
          // CLI: short aliases and positional arguments are documented with their long flag
          // and in the command's heading (checked above).
          if (name === 'cli' && !key.startsWith('--')) continue;
          const absolute = base ? `${base}.${key}` : key;
          declared += 1;
          if (documented.get(name)?.has(absolute) || UNDOCUMENTED[`${name} ${absolute}`]) continue;
          missing.push(absolute);
        }
      }
      coverage.push(`${name} ${declared - missing.length}/${declared}`);
      assert.deepEqual(missing, [], `${SOURCE_LABELS[name]}: accepted but not documented on Canary`);
    });
  }
  after(() => console.log(`documented-option coverage on Canary: ${coverage.join(', ')}`));
});
