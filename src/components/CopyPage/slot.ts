// Blog post pages hand the copy control to the post's header through this context, so that
// the control's code is part of the post page's chunk only: the header is also used by the
// blog's list pages, which show no control and should not download it.
import {createContext, type ReactNode} from 'react';

export const PageActionsSlot = createContext<ReactNode>(null);
