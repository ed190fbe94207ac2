import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {OptionValidationContext} from '@docusaurus/types';
import type {Options as BlogOptions, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import type {ChangelogOptions, ChangelogPluginOptions} from './index';

/** Checks our three options, then lets the blog plugin validate the rest as usual. */
export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ChangelogOptions | undefined, ChangelogPluginOptions>): ChangelogPluginOptions {
  const {
    changelogPath = 'changelog/CHANGELOG.md',
    releasePosts = {},
    collapseGroupsLongerThan = 4,
    avatarsStaticDir = '.docusaurus/changelog-avatars',
    ...blogOptions
  } = options ?? {};
  if (typeof changelogPath !== 'string' || changelogPath === '') {
    throw new Error(`changelog plugin: "changelogPath" must be a non-empty path, got ${JSON.stringify(changelogPath)}`);
  }
  for (const [version, permalink] of Object.entries(releasePosts)) {
    if (typeof permalink !== 'string' || !permalink.startsWith('/')) {
      throw new Error(`changelog plugin: releasePosts["${version}"] must be a site path starting with "/", got ${JSON.stringify(permalink)}`);
    }
  }
  if (!Number.isInteger(collapseGroupsLongerThan) || collapseGroupsLongerThan < 0) {
    throw new Error(`changelog plugin: "collapseGroupsLongerThan" must be a positive integer, got ${collapseGroupsLongerThan}`);
  }
  const validatedBlogOptions = validateBlogOptions({
    options: blogOptions,
    validate: validate as unknown as OptionValidationContext<BlogOptions | undefined, BlogPluginOptions>['validate'],
  });
  return {...validatedBlogOptions, changelogPath, releasePosts, collapseGroupsLongerThan, avatarsStaticDir};
}
