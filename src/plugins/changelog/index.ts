// The changelog is the official blog plugin reading generated posts: this plugin parses
// changelog/CHANGELOG.md, writes one Markdown post per release into the generated-files
// folder (never into the source tree) and hands that folder to the blog plugin.
import fs from 'node:fs/promises';
import path from 'node:path';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {
  BlogContent,
  Options as BlogOptions,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import {parseChangelog, type Committer, type Release} from './parseChangelog';
import {initialsAvatarSvg} from './initialsAvatar';
import {validateOptions} from './validateOptions';

/** The options a site passes (blog options are validated and normalized by the blog plugin). */
export type ChangelogOptions = BlogOptions & Partial<ChangelogOwnOptions>;

export type ChangelogPluginOptions = BlogPluginOptions & ChangelogOwnOptions;

type ChangelogOwnOptions = {
  /**
   * Folder, relative to the site, where committer avatars are written. The site must list
   * it in `staticDirectories` so they are served at /img/committers/.
   */
  avatarsStaticDir: string;
  /** The release-notes file, relative to the site directory. */
  changelogPath: string;
  /** Release version → the blog post that announced it (site path). */
  releasePosts: Record<string, string>;
  /** Groups of more than this many entries are collapsed by default. */
  collapseGroupsLongerThan: number;
};

/** Releases with this many listed entries or more show their groups as collapsible blocks. */
const COLLAPSIBLE_FROM = 6;

function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** Where committer avatars are served; `avatarsStaticDir` below is a static directory of the site. */
export const COMMITTER_AVATARS_PATH = '/img/committers';

function committerName(committer: Committer): string {
  return committer.name ?? `@${committer.handle}`;
}

function committerAuthor(committer: Committer): string {
  return [
    `  - name: ${yamlString(committerName(committer))}`,
    `    title: ${yamlString(`@${committer.handle}`)}`,
    `    url: ${yamlString(`https://github.com/${committer.handle}`)}`,
    `    image_url: ${yamlString(`${COMMITTER_AVATARS_PATH}/${committer.handle.toLowerCase()}.svg`)}`,
  ].join('\n');
}

/** First sentence of the summary, without Markdown, for the meta description. */
function describe(release: Release): string {
  const plain = release.summary
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](\s|$)/.exec(plain)?.[0] ?? plain;
  return sentence.trim().slice(0, 300);
}

export function releaseToMarkdown(release: Release, releasePost: string | undefined, collapseLongerThan: number): string {
  const entryCount = release.groups.reduce((sum, group) => sum + group.entries.length, 0);
  const collapsible = entryCount >= COLLAPSIBLE_FROM;
  const frontMatter = [
    '---',
    `title: ${yamlString(release.version)}`,
    `date: ${release.date}`,
    `slug: ${yamlString(`/${release.slug}`)}`,
    `description: ${yamlString(describe(release))}`,
    `hide_table_of_contents: ${release.groups.length < 2}`,
    ...(release.committers.length > 0 ? ['authors:', ...release.committers.map(committerAuthor)] : []),
    '---',
  ];
  const body: string[] = [release.summary, '', '{/* truncate */}', ''];
  if (releasePost) {
    body.push(`:::info[Release post]`, '', `The blog post [announcing this release](${releasePost}) tells the story behind these changes.`, '', ':::', '');
  }
  for (const group of release.groups) {
    const list = group.entries.map((entry) => `- ${entry}`).join('\n');
    if (collapsible) {
      const open = group.entries.length <= collapseLongerThan ? ' open' : '';
      body.push(`<details${open}>`, `<summary>${group.heading} (${group.entries.length})</summary>`, '', list, '', '</details>', '');
    } else {
      body.push(`## ${group.heading}`, '', list, '');
    }
  }
  return `${frontMatter.join('\n')}\n\n${body.join('\n')}`;
}

/**
 * Writes `files` (name -> text) into `dir`, only those whose text changed; with `prune`, also
 * removes every other file (the folder is the plugin's own). Under `npm start` the plugin
 * regenerates its posts on every save of the changelog; emptying their folder first made the
 * bundler see all 93 posts deleted, and the development server failed to compile until it was
 * restarted.
 */
async function syncFolder(dir: string, files: Map<string, string>, {prune}: {prune: boolean}): Promise<void> {
  await fs.mkdir(dir, {recursive: true});
  const stale = prune ? (await fs.readdir(dir)).filter((name) => !files.has(name)) : [];
  await Promise.all([
    ...stale.map((name) => fs.rm(path.join(dir, name), {recursive: true, force: true})),
    ...[...files].map(async ([name, text]) => {
      const file = path.join(dir, name);
      if ((await fs.readFile(file, 'utf8').catch(() => null)) !== text) {
        await fs.writeFile(file, text);
      }
    }),
  ]);
}

/** How long the release-notes file must stay unchanged before a reload reads it. */
const SETTLE_MS = 100;

/**
 * The file's text once it has stopped changing. Under `docusaurus start` the watcher reports a
 * save as soon as the file changes, which for an editor (or a script) writing the 300 KB file in
 * place can be before the write has ended: the parser then read a truncated changelog, failed on
 * a release whose committers were cut off, and the core kept the old content until the next save
 * (seen once in `npm run test:dev`). A read is kept only if the file's size and time are the same
 * SETTLE_MS later and the size is what was read.
 */
async function readSettled(file: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const before = await fs.stat(file);
    const text = await fs.readFile(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = await fs.stat(file);
    const settled = before.mtimeMs === after.mtimeMs && before.size === after.size;
    if ((settled && Buffer.byteLength(text) === after.size) || attempt === 20) {
      return text;
    }
  }
}

export default async function pluginChangelog(
  context: LoadContext,
  options: ChangelogPluginOptions,
): Promise<Plugin<BlogContent>> {
  const {changelogPath, releasePosts, collapseGroupsLongerThan, avatarsStaticDir, ...blogOptions} = options;
  const sourceFile = path.resolve(context.siteDir, changelogPath);
  const generatedDir = path.join(context.generatedFilesDir, 'changelog', blogOptions.id ?? 'default', 'source');

  async function generatePosts(reloading: boolean): Promise<void> {
    const source = reloading ? await readSettled(sourceFile) : await fs.readFile(sourceFile, 'utf8');
    const releases = parseChangelog(source, path.relative(context.siteDir, sourceFile));
    // One small SVG per committer, shared by every release they took part in. The folder may be
    // shared with other static files: nothing in it is removed.
    const avatarsDir = path.join(context.siteDir, avatarsStaticDir, COMMITTER_AVATARS_PATH);
    const committers = new Map(releases.flatMap((release) => release.committers).map((c) => [c.handle.toLowerCase(), c]));
    await syncFolder(
      avatarsDir,
      new Map([...committers].map(([handle, committer]) => [`${handle}.svg`, initialsAvatarSvg(committerName(committer), committer.handle)])),
      {prune: false},
    );
    await syncFolder(
      generatedDir,
      new Map(
        releases.map((release) => [
          `${release.date}-${release.slug}.mdx`,
          releaseToMarkdown(release, releasePosts[release.version], collapseGroupsLongerThan),
        ]),
      ),
      {prune: true},
    );
  }

  // The blog plugin lists its folder when it is created, so the posts must exist first.
  await generatePosts(false);
  // The generated posts are not in the repository, so an edit link built from their path
  // would be dead: with a base edit URL, every release's link opens the changelog file.
  const {editUrl} = blogOptions;
  const changelogEditUrl = typeof editUrl === 'string' ? normalizeUrl([editUrl, changelogPath]) : undefined;
  const blogPlugin = await pluginContentBlog(context, {
    ...blogOptions,
    path: generatedDir,
    editUrl: changelogEditUrl === undefined ? editUrl : () => changelogEditUrl,
  });

  let loaded = false;
  return {
    // Keep the blog plugin's name: it also names the folder where its route data is written.
    ...blogPlugin,
    getPathsToWatch() {
      return [sourceFile];
    },
    async loadContent() {
      // The first load reads the file as it is; a reload follows a save (see readSettled).
      await generatePosts(loaded);
      loaded = true;
      return blogPlugin.loadContent!();
    },
  };
}

export {validateOptions};
