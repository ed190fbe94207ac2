// The classic theme's MDX components, plus `table`: Markdown tables render inside a container
// that scrolls sideways and is keyboard-scrollable when they overflow (src/components/ScrollableTable).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
