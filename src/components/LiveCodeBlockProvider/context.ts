import {createContext, type ComponentType} from 'react';
import type {Props} from '@theme/LiveCodeBlock';

/**
 * The live editor, provided by <LiveCodeBlockProvider> around the live code blocks of a page.
 * This module stays free of the editor itself, so that CodeBlock can read it cheaply.
 */
export const LiveCodeBlockContext = createContext<ComponentType<Props> | undefined>(undefined);
