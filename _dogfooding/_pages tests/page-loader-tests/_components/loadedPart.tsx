import type {ReactNode} from 'react';

/**
 * The part that the page loader tests load on demand. It is kept in its own module, and so
 * in its own chunk (`page-loader-tests-part`), which the browser tests slow down or block.
 */
export default function LoadedPart(): ReactNode {
  return (
    <div className="alert alert--success">
      <p className="margin-bottom--none">
        The part loaded: its chunk arrived and the loader handed over to the component.
      </p>
    </div>
  );
}
