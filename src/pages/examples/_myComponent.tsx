import {useState, type ReactNode} from 'react';

/**
 * Used by markdownPageExample.mdx to show that a Markdown page can import a component from
 * a file next to it; the underscore keeps this file from becoming a page itself.
 */
export default function MyComponent(): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" className="button button--primary button--sm" onClick={() => setCount(count + 1)}>
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </button>{' '}
      This button lives in <code>src/pages/examples/_myComponent.tsx</code> and keeps its own state.
    </p>
  );
}
