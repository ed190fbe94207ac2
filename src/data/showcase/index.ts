/**
 * Entry point of the showcase data for the page: every site of ./users.ts with its preview
 * image attached, in display order (favourites first, then by title).
 *
 * The images come from ./previews.ts, a generated module with one static require() per
 * card (see the comment there for why static requires). Keeping the requires out of
 * ./users.ts lets Node load the plain data in the unit tests and in the preview script.
 */
import {Users, sortUsers, type User} from './users';
import {previews, type PreviewImage} from './previews';

export {Tags, TagList, isTagType, type Tag, type TagType} from './tags';
export type {User} from './users';

export type ShowcaseUser = User & {preview: PreviewImage};

function withPreview(user: User): ShowcaseUser {
  const preview = previews[user.previewSlug];
  if (!preview) {
    // previews.ts is generated from users.ts: a missing entry means the script was not run.
    throw new Error(
      `No preview card for "${user.title}" (${user.previewSlug}): run node scripts/generate-showcase-previews.mjs`,
    );
  }
  return {...user, preview};
}

export const sortedUsers: readonly ShowcaseUser[] = sortUsers(Users).map(withPreview);
