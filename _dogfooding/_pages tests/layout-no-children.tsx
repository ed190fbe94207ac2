import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

/**
 * The Layout rendered with no children at all: the navbar and the footer must show, with an
 * empty main area in between, and nothing may throw because children are missing.
 */
export default function LayoutNoChildren(): ReactNode {
  return (
    <Layout
      title="Layout without children"
      description="The theme layout rendered with no children: only the navbar and the footer."
    />
  );
}
