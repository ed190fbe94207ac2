// Wrap: in a deploy preview (customFields.isDeployPreview), a banner under the navbar
// reminds reviewers that they are not reading the published site.
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Navbar {...props} />
      {siteConfig.customFields?.isDeployPreview === true && (
        <p className="deploy-preview-banner" role="note">
          Deploy preview: this build is under review and may differ from the published site.
        </p>
      )}
    </>
  );
}
