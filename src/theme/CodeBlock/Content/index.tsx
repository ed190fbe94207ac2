// Wrap: registers themeConfig.prism.additionalLanguages on prism-react-renderer's Prism here,
// when the code-block components load, instead of in theme-classic's client module, which
// src/plugins/bundling replaces with an empty module. That client module imported Prism with
// all its grammars (~110 KB raw, ~36 KB gzip) into main.js, so pages without a code block
// downloaded it too. This module loads before any code block renders, on the server and in
// the browser, so highlighting is unchanged.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent;
