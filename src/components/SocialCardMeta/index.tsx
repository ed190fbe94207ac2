// Points og:image and twitter:image at the page's social card (src/plugins/socialCards), in
// place of the site-wide image, on the pages of the instances that have cards. Rendered after
// the theme's metadata, so that its tags replace the site-wide ones of the same name.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  keepsOwnImage,
  socialCardPath,
  socialCardSection,
} from '@site/src/plugins/socialCards/cardPath';

type Props = {
  permalink: string;
  title: string;
  /** The docs version's label, for docs pages. */
  version?: string;
  /** The page's own image (front matter): a raster one is kept, and no card is drawn for the page. */
  ownImage: string | undefined;
};

export default function SocialCardMeta({permalink, title, version, ownImage}: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const section = socialCardSection(plugin);
  if (!section || keepsOwnImage(ownImage)) {
    return null;
  }
  const image = withBaseUrl(socialCardPath(permalink, siteConfig.baseUrl), {absolute: true});
  const alt = `${section.label}${section.showVersion && version ? ` (${version})` : ''}: ${title}`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
