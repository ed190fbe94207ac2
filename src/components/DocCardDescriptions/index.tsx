// The doc descriptions that a page's doc cards show (doc id -> description), which
// src/plugins/docs moves out of the version data and gives only to the routes that can show
// doc cards. Their route components provide them (src/theme/DocItem,
// src/theme/DocCategoryGeneratedIndexPage); src/theme/DocCard reads them.
import {createContext, useContext, type ReactNode} from 'react';

export type DocCardDescriptions = Record<string, string>;

const Context = createContext<DocCardDescriptions | undefined>(undefined);

export function DocCardDescriptionsProvider({
  value,
  children,
}: {
  value: DocCardDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  return value ? <Context.Provider value={value}>{children}</Context.Provider> : children;
}

export function useDocCardDescriptions(): DocCardDescriptions | undefined {
  return useContext(Context);
}
