/**
 * The filter state of the showcase page and how it maps to the URL. Pure functions with no
 * Docusaurus imports, so the unit tests can run them in Node.
 *
 * URL format (shareable, survives a reload):
 * - `tags`: one parameter per selected tag, repeated: `?tags=design&tags=i18n`
 * - `operator=AND`: a site must have every selected tag; absent means OR (any tag)
 * - `name`: text that the site title must contain (case-insensitive)
 */
import {isTagType, TagList, type TagType} from '@site/src/data/showcase/tags';
import type {User} from '@site/src/data/showcase/users';

export type Operator = 'OR' | 'AND';

export type ShowcaseState = {
  /** Selected tags, without duplicates, in the order of TagList. */
  tags: TagType[];
  operator: Operator;
  name: string;
};

export const TAGS_PARAM = 'tags';
export const OPERATOR_PARAM = 'operator';
export const NAME_PARAM = 'name';

export const EMPTY_STATE: ShowcaseState = {tags: [], operator: 'OR', name: ''};

/** Reads the state from a query string; unknown tags and unknown operators are ignored. */
export function readState(search: string): ShowcaseState {
  const params = new URLSearchParams(search);
  const selected = new Set(params.getAll(TAGS_PARAM).filter(isTagType));
  return {
    tags: TagList.filter((tag) => selected.has(tag)),
    operator: params.get(OPERATOR_PARAM) === 'AND' ? 'AND' : 'OR',
    name: params.get(NAME_PARAM) ?? '',
  };
}

/**
 * Writes the state into a query string (with its leading `?`, or '' when empty). Parameters
 * that do not belong to the showcase are kept as they are.
 */
export function writeState(search: string, state: ShowcaseState): string {
  const params = new URLSearchParams(search);
  params.delete(TAGS_PARAM);
  params.delete(OPERATOR_PARAM);
  params.delete(NAME_PARAM);
  state.tags.forEach((tag) => params.append(TAGS_PARAM, tag));
  if (state.operator === 'AND') {
    params.set(OPERATOR_PARAM, 'AND');
  }
  if (state.name !== '') {
    params.set(NAME_PARAM, state.name);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** True when a tag or a name narrows the list (the operator alone filters nothing). */
export function isFiltered(state: ShowcaseState): boolean {
  return state.tags.length > 0 || state.name.trim() !== '';
}

export function matchesState(user: Pick<User, 'title' | 'tags'>, state: ShowcaseState): boolean {
  const name = state.name.trim().toLowerCase();
  if (name !== '' && !user.title.toLowerCase().includes(name)) {
    return false;
  }
  if (state.tags.length === 0) {
    return true;
  }
  return state.operator === 'AND'
    ? state.tags.every((tag) => user.tags.includes(tag))
    : state.tags.some((tag) => user.tags.includes(tag));
}

export function filterUsers<U extends Pick<User, 'title' | 'tags'>>(users: readonly U[], state: ShowcaseState): U[] {
  return users.filter((user) => matchesState(user, state));
}

/** "1 site", "42 sites". */
export function siteCount(count: number): string {
  return `${count} ${count === 1 ? 'site' : 'sites'}`;
}
